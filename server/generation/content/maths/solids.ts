import { defineTopic, withDistractors, type Generator } from './define.ts';
import { plain, whole } from './format.ts';
import { decimal } from './numbers.ts';

/**
 * Volume and surface area from Year 5 to Year 10, and the area of composite shapes and sectors: counting unit cubes,
 * cuboids and prisms, cylinders, cones, pyramids and spheres, nets, and shapes made of rectangles, triangles and parts
 * of circles. Answers with π are given to 1 decimal place, with the unrounded value in the working.
 */

const SOLID_MATERIALS = ['Centimetre cubes', 'Boxes and containers to measure', 'Nets to cut and fold', 'Calculators with a π key'];
const pi1 = (value: number, unit: string) => `${decimal(value, 1)} ${unit} (to 1 d.p.)`;

// ——— Volume of cuboids and prisms (Years 5 to 9) ———

const countLayers: Generator = (random) => {
  const [l, w, h] = [random.int(2, 6), random.int(2, 5), random.int(2, 5)];
  return withDistractors(
    { prompt: `A box is packed with centimetre cubes: each layer has ${l} rows of ${w} cubes, and there are ${h} layers. What is the volume of the box?`, steps: [`One layer: ${l} × ${w} = ${l * w} cubes.`, `${h} layers: ${l * w} × ${h} = ${l * w * h} cubes, each 1 cm³.`], answer: `${l * w * h} cm³` },
    [`${l + w + h} cm³`, `${2 * (l * w + l * h + w * h)} cm³`],
  );
};

const cuboidVolume: Generator = (random, grade) => {
  const max = grade <= 5 ? 10 : 20;
  const [l, w, h] = [random.int(2, max), random.int(2, max), random.int(2, max)];
  return withDistractors(
    { prompt: `A cuboid (rectangular prism) is ${l} cm long, ${w} cm wide and ${h} cm high. Find its volume.`, steps: [`Volume = length × width × height.`, `${l} × ${w} × ${h} = ${l * w} × ${h} = ${l * w * h}.`], answer: `${whole(l * w * h)} cm³` },
    [`${2 * (l * w + l * h + w * h)} cm³`, `${l * w + h} cm³`],
  );
};

const missingDimension: Generator = (random) => {
  const [l, w, h] = [random.int(2, 12), random.int(2, 10), random.int(2, 10)];
  return withDistractors(
    { prompt: `A cuboid has a volume of ${l * w * h} cm³. Its base is ${l} cm by ${w} cm. How high is it?`, steps: [`Area of the base: ${l} × ${w} = ${l * w} cm².`, `Height = volume ÷ base area = ${l * w * h} ÷ ${l * w} = ${h}.`], answer: `${h} cm` },
    [`${l * w * h - l - w} cm`, `${(l * w * h) / l} cm`],
  );
};

const twoCuboids: Generator = (random) => {
  const [a, b, c] = [random.int(4, 10), random.int(2, 6), random.int(2, 6)];
  const [d, e, f] = [random.int(2, 6), random.int(2, 6), random.int(2, 8)];
  return { prompt: `A solid is made of two cuboids joined together: one ${a} cm × ${b} cm × ${c} cm and one ${d} cm × ${e} cm × ${f} cm. What is its total volume?`, steps: [`${a} × ${b} × ${c} = ${a * b * c} cm³.`, `${d} × ${e} × ${f} = ${d * e * f} cm³.`, `${a * b * c} + ${d * e * f} = ${a * b * c + d * e * f} cm³.`], answer: `${a * b * c + d * e * f} cm³` };
};

const capacityLitres: Generator = (random) => {
  const [l, w, h] = [random.int(2, 6) * 10, random.int(2, 5) * 10, random.int(2, 6) * 5];
  const volume = l * w * h;
  return withDistractors(
    { prompt: `A fish tank is ${l} cm long, ${w} cm wide and ${h} cm high. How many litres of water does it hold when full?`, steps: [`Volume: ${l} × ${w} × ${h} = ${whole(volume)} cm³.`, `1 litre = 1000 cm³, so ${whole(volume)} ÷ 1000 = ${plain(volume / 1000)} litres.`], answer: `${plain(volume / 1000)} litres` },
    [`${whole(volume)} litres`, `${plain(volume / 100)} litres`],
  );
};

const fractionalEdges: Generator = (random) => {
  const [l, w, h] = [random.int(2, 6) + 0.5, random.int(1, 4), random.int(2, 5) + 0.5];
  const volume = l * w * h;
  return { prompt: `A box is ${plain(l)} m long, ${w} m wide and ${plain(h)} m high. Find its volume.`, steps: [`V = l × w × h = ${plain(l)} × ${w} × ${plain(h)}.`, `${plain(l)} × ${w} = ${plain(l * w)}; ${plain(l * w)} × ${plain(h)} = ${plain(volume)}.`], answer: `${plain(volume)} m³` };
};

const triangularPrism: Generator = (random) => {
  const [b, h, length] = [2 * random.int(2, 8), random.int(3, 12), random.int(5, 20)];
  const area = (b * h) / 2;
  return withDistractors(
    { prompt: `A triangular prism has a triangular cross-section with a base of ${b} cm and a height of ${h} cm. The prism is ${length} cm long. Find its volume.`, steps: [`Area of the cross-section: 1/2 × ${b} × ${h} = ${area} cm².`, `Volume = area of cross-section × length = ${area} × ${length} = ${area * length} cm³.`], answer: `${area * length} cm³` },
    [`${b * h * length} cm³`, `${area + length} cm³`],
  );
};

const prismFromArea: Generator = (random) => {
  const area = random.int(12, 60);
  const length = random.int(4, 25);
  return { prompt: `A prism has a cross-section with an area of ${area} cm² and a length of ${length} cm. Find its volume.`, steps: [`Volume of a prism = area of cross-section × length.`, `${area} × ${length} = ${area * length} cm³.`], answer: `${area * length} cm³` };
};

export const volumePrisms = defineTopic({
  strand: 'measurement',
  name: 'volume of cuboids and prisms',
  grades: [5, 9],
  keyPoints: (grade) => [
    'Volume is the space a solid takes up, measured in cubic units such as cm³ and m³.',
    'The volume of a cuboid is length × width × height: the number of cubes in one layer times the number of layers.',
    grade >= 7 ? 'Any prism has volume = area of cross-section × length; 1 cm³ holds 1 mL, so 1000 cm³ is 1 litre.' : 'A solid made of two cuboids has a volume equal to the sum of their volumes.',
  ],
  priorKnowledge: ['Multiplication of three numbers.', 'Area of rectangles and triangles.'],
  keywords: ['volume', 'cube', 'prism', 'capacity'],
  misconceptions: ['area-perimeter-confusion', 'linear-scaling'],
  materials: SOLID_MATERIALS,
  activities: ['Build it: pairs build cuboids from centimetre cubes, record length, width, height and the number of cubes, and find the rule that connects them.'],
  levels: (grade) => (grade <= 6 ? [countLayers, cuboidVolume, missingDimension, twoCuboids, capacityLitres, fractionalEdges] : [cuboidVolume, missingDimension, triangularPrism, prismFromArea, capacityLitres, twoCuboids]),
  recall: [countLayers, cuboidVolume, capacityLitres],
});

// ——— Surface area (Years 6 to 10) ———

const cuboidSurface: Generator = (random) => {
  const [l, w, h] = [random.int(2, 12), random.int(2, 10), random.int(2, 10)];
  const total = 2 * (l * w + l * h + w * h);
  return withDistractors(
    { prompt: `Find the surface area of a cuboid ${l} cm long, ${w} cm wide and ${h} cm high.`, steps: [`It has 3 pairs of equal faces: ${l} × ${w} = ${l * w}, ${l} × ${h} = ${l * h} and ${w} × ${h} = ${w * h}.`, `2 × (${l * w} + ${l * h} + ${w * h}) = ${total} cm².`], answer: `${total} cm²` },
    [`${l * w * h} cm²`, `${l * w + l * h + w * h} cm²`],
  );
};

const cubeSurface: Generator = (random) => {
  const s = random.int(2, 12);
  return withDistractors({ prompt: `Find the surface area of a cube with edges of ${s} cm.`, steps: [`A cube has 6 square faces, each ${s} × ${s} = ${s * s} cm².`, `6 × ${s * s} = ${6 * s * s} cm².`], answer: `${6 * s * s} cm²` }, [`${s ** 3} cm²`, `${4 * s * s} cm²`]);
};

const prismSurface: Generator = (random) => {
  const [a, b, c] = random.pick([
    [3, 4, 5],
    [6, 8, 10],
    [5, 12, 13],
  ] as const);
  const length = random.int(5, 15);
  const triangles = a * b;
  const rectangles = (a + b + c) * length;
  return { prompt: `A triangular prism has a right-angled triangle at each end with sides ${a} cm, ${b} cm and ${c} cm. The prism is ${length} cm long. Find its surface area.`, steps: [`Two triangles: 2 × 1/2 × ${a} × ${b} = ${triangles} cm².`, `Three rectangles: (${a} + ${b} + ${c}) × ${length} = ${rectangles} cm².`, `Total: ${triangles} + ${rectangles} = ${triangles + rectangles} cm².`], answer: `${triangles + rectangles} cm²` };
};

const cylinderSurface: Generator = (random) => {
  const [r, h] = [random.int(2, 9), random.int(3, 20)];
  const ends = 2 * Math.PI * r * r;
  const curved = 2 * Math.PI * r * h;
  return withDistractors(
    { prompt: `Find the total surface area of a closed cylinder with radius ${r} cm and height ${h} cm, to 1 decimal place.`, steps: [`Two circular ends: 2 × π × ${r}² = ${decimal(ends, 2)} cm².`, `Curved surface (a rectangle when unrolled): 2 × π × ${r} × ${h} = ${decimal(curved, 2)} cm².`, `Total: ${decimal(ends + curved, 3)}… ≈ ${decimal(ends + curved, 1)} cm².`], answer: pi1(ends + curved, 'cm²') },
    [pi1(curved, 'cm²'), pi1(Math.PI * r * r * h, 'cm²')],
  );
};

const netArea: Generator = (random) => {
  const s = random.int(3, 10);
  const h = random.int(4, 12);
  return { prompt: `The net of a square-based pyramid is a square with sides of ${s} cm and four triangles, each with a base of ${s} cm and a height of ${h} cm. Find the surface area of the pyramid.`, steps: [`Square: ${s} × ${s} = ${s * s} cm².`, `Each triangle: 1/2 × ${s} × ${h} = ${plain((s * h) / 2)} cm²; four of them: ${2 * s * h} cm².`, `Total: ${s * s} + ${2 * s * h} = ${s * s + 2 * s * h} cm².`], answer: `${s * s + 2 * s * h} cm²` };
};

export const surfaceArea = defineTopic({
  strand: 'measurement',
  name: 'surface area',
  grades: [6, 10],
  keyPoints: [
    'Surface area is the total area of all the faces of a solid, measured in square units.',
    'Unfold the solid into its net and add the areas of every face; equal faces can be found once and doubled.',
    'The curved surface of a cylinder unrolls into a rectangle whose length is the circumference of the base.',
  ],
  priorKnowledge: ['Area of rectangles, triangles and circles.', 'Nets of solids.'],
  keywords: ['surface area', 'net', 'face', 'prism', 'cylinder'],
  misconceptions: ['area-perimeter-confusion'],
  materials: SOLID_MATERIALS,
  activities: ['Wrap it: groups unfold cereal boxes into nets, measure every face, work out the surface area, and compare it with the amount of card the box needed.'],
  levels: (grade) => (grade <= 7 ? [cubeSurface, cuboidSurface, netArea, prismSurface, cuboidSurface, netArea] : [cuboidSurface, prismSurface, cylinderSurface, netArea, cylinderSurface, prismSurface]),
  recall: [cuboidVolume, cubeSurface, countLayers],
});

// ——— Cylinders, cones, pyramids and spheres (Years 8 to 11) ———

const cylinderVolume: Generator = (random) => {
  const [r, h] = [random.int(2, 10), random.int(3, 25)];
  const v = Math.PI * r * r * h;
  return withDistractors(
    { prompt: `Find the volume of a cylinder with radius ${r} cm and height ${h} cm, to 1 decimal place.`, steps: [`V = πr²h.`, `π × ${r}² × ${h} = π × ${r * r * h} = ${decimal(v, 3)}…`, `≈ ${decimal(v, 1)} cm³.`], answer: pi1(v, 'cm³') },
    // 2πrh (the curved surface), or the diameter used as the radius.
    [pi1(2 * Math.PI * r * h, 'cm³'), pi1(Math.PI * (2 * r) ** 2 * h, 'cm³')],
  );
};

const coneVolume: Generator = (random) => {
  const [r, h] = [random.int(2, 9), random.int(3, 20)];
  const v = (Math.PI * r * r * h) / 3;
  return withDistractors(
    { prompt: `Find the volume of a cone with base radius ${r} cm and height ${h} cm, to 1 decimal place.`, steps: [`V = 1/3 πr²h.`, `1/3 × π × ${r}² × ${h} = ${decimal(v, 3)}…`, `≈ ${decimal(v, 1)} cm³.`], answer: pi1(v, 'cm³') },
    [pi1(Math.PI * r * r * h, 'cm³'), pi1((Math.PI * r * h) / 3, 'cm³')],
  );
};

const sphereVolume: Generator = (random) => {
  const r = random.int(2, 12);
  const v = (4 / 3) * Math.PI * r ** 3;
  return withDistractors(
    { prompt: `Find the volume of a sphere with radius ${r} cm, to 1 decimal place.`, steps: [`V = 4/3 πr³.`, `4/3 × π × ${r}³ = 4/3 × π × ${r ** 3} = ${decimal(v, 3)}…`, `≈ ${decimal(v, 1)} cm³.`], answer: pi1(v, 'cm³') },
    [pi1(4 * Math.PI * r * r, 'cm³'), pi1(Math.PI * r ** 3, 'cm³')],
  );
};

const pyramidVolume: Generator = (random) => {
  const [s, h] = [random.int(3, 12), 3 * random.int(2, 8)];
  return withDistractors(
    { prompt: `A square-based pyramid has a base of side ${s} cm and a perpendicular height of ${h} cm. Find its volume.`, steps: [`V = 1/3 × base area × height.`, `Base area: ${s} × ${s} = ${s * s} cm².`, `1/3 × ${s * s} × ${h} = ${(s * s * h) / 3} cm³.`], answer: `${(s * s * h) / 3} cm³` },
    [`${s * s * h} cm³`, `${(s * s * h) / 2} cm³`],
  );
};

const sphereSurface: Generator = (random) => {
  const r = random.int(2, 12);
  const a = 4 * Math.PI * r * r;
  return withDistractors({ prompt: `Find the surface area of a sphere with radius ${r} cm, to 1 decimal place.`, steps: [`A = 4πr².`, `4 × π × ${r * r} = ${decimal(a, 3)}…`, `≈ ${decimal(a, 1)} cm².`], answer: pi1(a, 'cm²') }, [pi1(Math.PI * r * r, 'cm²'), pi1((4 / 3) * Math.PI * r ** 3, 'cm²')]);
};

const compositeSolid: Generator = (random) => {
  const [r, h] = [random.int(2, 8), random.int(4, 20)];
  const cylinder = Math.PI * r * r * h;
  const hemisphere = (2 / 3) * Math.PI * r ** 3;
  return { prompt: `A silo is a cylinder of radius ${r} m and height ${h} m with a hemisphere of the same radius on top. Find its volume, to 1 decimal place.`, steps: [`Cylinder: π × ${r}² × ${h} = ${decimal(cylinder, 3)}… m³.`, `Hemisphere: half of 4/3 π × ${r}³ = ${decimal(hemisphere, 3)}… m³.`, `Total: ${decimal(cylinder + hemisphere, 3)}… ≈ ${decimal(cylinder + hemisphere, 1)} m³.`], answer: pi1(cylinder + hemisphere, 'm³') };
};

export const curvedSolids = defineTopic({
  strand: 'measurement',
  name: 'volume and surface area of cylinders, cones, pyramids and spheres',
  grades: [8, 11],
  keyPoints: (grade) => [
    'A cylinder is a prism with a circular cross-section: V = πr²h.',
    'A cone or pyramid holds one third of the prism or cylinder with the same base and height: V = 1/3 × base area × height.',
    grade >= 9 ? 'A sphere has V = 4/3 πr³ and surface area 4πr²; split a composite solid into parts and add.' : 'Keep π in the calculator until the end and round only the final answer.',
  ],
  priorKnowledge: ['Area of a circle.', 'Volume of prisms.', 'Rounding to 1 decimal place.'],
  keywords: ['volume', 'cylinder', 'pyramid', 'surface area', 'pi (π)'],
  misconceptions: ['linear-scaling'],
  materials: SOLID_MATERIALS,
  activities: ['Pour and compare: groups fill a cone with rice and pour it into a cylinder of the same base and height, counting how many cones fill it, to see where the 1/3 comes from.'],
  levels: (grade) => (grade <= 8 ? [cylinderVolume, cylinderVolume, coneVolume, pyramidVolume, cylinderSurface, compositeSolid] : [cylinderVolume, coneVolume, pyramidVolume, sphereVolume, sphereSurface, compositeSolid]),
  recall: [triangularPrism, cuboidVolume, cuboidSurface],
});

// ——— Area of composite shapes and sectors (Years 6 to 10) ———

const lShape: Generator = (random) => {
  const [W, H] = [random.int(8, 16), random.int(8, 14)];
  const [cw, ch] = [random.int(2, W - 4), random.int(2, H - 4)];
  const area = W * H - cw * ch;
  return withDistractors(
    { prompt: `An L-shaped room is a ${W} m by ${H} m rectangle with a ${cw} m by ${ch} m rectangle cut from one corner. Find its area and its perimeter.`, steps: [`Area: ${W} × ${H} − ${cw} × ${ch} = ${W * H} − ${cw * ch} = ${area} m².`, `Perimeter: the cut-out moves two sides inwards but keeps their total length, so it is the same as the big rectangle's: 2 × (${W} + ${H}) = ${2 * (W + H)} m.`], answer: `Area ${area} m², perimeter ${2 * (W + H)} m` },
    [`Area ${W * H} m², perimeter ${2 * (W + H) - cw - ch} m`, `Area ${area} m², perimeter ${2 * (W + H) - cw - ch} m`],
  );
};

const houseShape: Generator = (random) => {
  const [w, h] = [2 * random.int(3, 8), random.int(4, 10)];
  const roof = random.int(3, 8);
  const area = w * h + (w * roof) / 2;
  return { prompt: `A shape is a rectangle ${w} cm wide and ${h} cm tall with a triangle on top. The triangle has the same ${w} cm base and a height of ${roof} cm. Find the total area.`, steps: [`Rectangle: ${w} × ${h} = ${w * h} cm².`, `Triangle: 1/2 × ${w} × ${roof} = ${(w * roof) / 2} cm².`, `Total: ${w * h} + ${(w * roof) / 2} = ${area} cm².`], answer: `${area} cm²` };
};

const trapeziumArea: Generator = (random, _grade, place) => {
  const [a, b, h] = [random.int(3, 12), random.int(13, 24), random.int(3, 12)];
  const name = place.country === 'us' ? 'trapezoid' : 'trapezium';
  return withDistractors(
    { prompt: `A ${name} has parallel sides of ${a} cm and ${b} cm and a perpendicular height of ${h} cm. Find its area.`, steps: [`Area = 1/2 × (a + b) × h.`, `1/2 × (${a} + ${b}) × ${h} = 1/2 × ${a + b} × ${h} = ${plain(((a + b) * h) / 2)} cm².`], answer: `${plain(((a + b) * h) / 2)} cm²` },
    [`${(a + b) * h} cm²`, `${plain((a * b * h) / 2)} cm²`],
  );
};

const kiteRhombus: Generator = (random) => {
  const [d1, d2] = [random.int(4, 20), 2 * random.int(2, 10)];
  const shape = random.pick(['kite', 'rhombus']);
  return withDistractors(
    { prompt: `A ${shape} has diagonals of ${d1} cm and ${d2} cm. Find its area.`, steps: [`The diagonals of a ${shape} cross at right angles, so area = 1/2 × d₁ × d₂.`, `1/2 × ${d1} × ${d2} = ${(d1 * d2) / 2} cm².`], answer: `${(d1 * d2) / 2} cm²` },
    [`${d1 * d2} cm²`, `${2 * (d1 + d2)} cm²`],
  );
};

const rectangleAndSemicircle: Generator = (random) => {
  const [w, l] = [2 * random.int(2, 7), random.int(5, 15)];
  const r = w / 2;
  const area = w * l + (Math.PI * r * r) / 2;
  return { prompt: `A garden bed is a rectangle ${l} m long and ${w} m wide with a semicircle on one of its ${w} m ends. Find its area, to 1 decimal place.`, steps: [`Rectangle: ${l} × ${w} = ${l * w} m².`, `Semicircle: radius ${r} m, area 1/2 × π × ${r}² = ${decimal((Math.PI * r * r) / 2, 3)}… m².`, `Total: ${decimal(area, 3)}… ≈ ${decimal(area, 1)} m².`], answer: pi1(area, 'm²') };
};

const shadedRegion: Generator = (random) => {
  const s = 2 * random.int(3, 10);
  const r = s / 2;
  const shaded = s * s - Math.PI * r * r;
  return { prompt: `A circle fits exactly inside a square of side ${s} cm. Find the area of the square that is not covered by the circle, to 1 decimal place.`, steps: [`Square: ${s} × ${s} = ${s * s} cm².`, `Circle: the radius is half the side, ${r} cm, so the area is π × ${r}² = ${decimal(Math.PI * r * r, 3)}… cm².`, `Difference: ${decimal(shaded, 3)}… ≈ ${decimal(shaded, 1)} cm².`], answer: pi1(shaded, 'cm²') };
};

const arcLength: Generator = (random) => {
  const r = random.int(3, 15);
  const angle = random.pick([30, 45, 60, 72, 90, 120, 135, 150, 240]);
  const arc = (angle / 360) * 2 * Math.PI * r;
  return withDistractors(
    { prompt: `A sector of a circle has radius ${r} cm and an angle of ${angle}° at the centre. Find the length of its arc, to 1 decimal place.`, steps: [`Arc length = angle/360 × 2πr.`, `${angle}/360 × 2 × π × ${r} = ${decimal(arc, 3)}…`, `≈ ${decimal(arc, 1)} cm.`], answer: pi1(arc, 'cm') },
    [pi1((angle / 360) * Math.PI * r * r, 'cm'), pi1((angle / 360) * Math.PI * r, 'cm')],
  );
};

const sectorArea: Generator = (random) => {
  const r = random.int(3, 15);
  const angle = random.pick([30, 45, 60, 72, 90, 120, 135, 150, 240]);
  const area = (angle / 360) * Math.PI * r * r;
  return withDistractors(
    { prompt: `A sector of a circle has radius ${r} cm and an angle of ${angle}° at the centre. Find its area, to 1 decimal place.`, steps: [`Sector area = angle/360 × πr².`, `${angle}/360 × π × ${r}² = ${decimal(area, 3)}…`, `≈ ${decimal(area, 1)} cm².`], answer: pi1(area, 'cm²') },
    [pi1((angle / 360) * 2 * Math.PI * r, 'cm²'), pi1(Math.PI * r * r, 'cm²')],
  );
};

export const compositeArea = defineTopic({
  strand: 'measurement',
  name: 'area of composite shapes and sectors',
  grades: [6, 10],
  keyPoints: (grade) => [
    'Split a composite shape into rectangles, triangles and parts of circles; add their areas, or subtract the part that is cut away.',
    'A trapezium has area 1/2 × (a + b) × h; a kite or rhombus has area 1/2 × the product of its diagonals.',
    grade >= 9 ? 'A sector is a fraction of a circle: its area is angle/360 × πr² and its arc is angle/360 × 2πr.' : 'Label every length you use, including the ones you work out from others.',
  ],
  priorKnowledge: ['Area of rectangles, triangles and parallelograms.', 'Area and circumference of circles.'],
  keywords: (grade) => (grade >= 9 ? ['area', 'perimeter', 'sector', 'arc', 'circle'] : ['area', 'perimeter', 'parallelogram', 'triangle', 'circle']),
  misconceptions: ['area-perimeter-confusion'],
  materials: ['Squared paper', 'Floor plans of rooms or gardens', 'Calculators with a π key'],
  activities: ['Plan a garden: groups design a garden bed from rectangles, triangles and semicircles on squared paper, then swap plans and check each other’s total area.'],
  levels: (grade) => (grade <= 8 ? [lShape, houseShape, trapeziumArea, kiteRhombus, rectangleAndSemicircle, shadedRegion] : [trapeziumArea, kiteRhombus, rectangleAndSemicircle, shadedRegion, arcLength, sectorArea]),
  recall: [houseShape, trapeziumArea, kiteRhombus],
});
