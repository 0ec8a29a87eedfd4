import { defineTopic, withDistractors, type Generator } from './define.ts';
import { plain, whole } from './format.ts';
import { decimal, factor, frac, fracText, linear, num } from './numbers.ts';
import type { Random } from './random.ts';
import { capital, counted, withArticle } from './words.ts';

/**
 * The coordinate plane from Year 4 to Year 10: plotting and reading points, the four quadrants, distances along grid
 * lines, translations, reflections and rotations by their rules, enlargement and similar figures, scale drawings,
 * and gradient, midpoint, distance and the equation of a line.
 */

const GRID_MATERIALS = ['Coordinate grids (first quadrant, then four quadrants)', 'Tracing paper for transformations', 'Rulers', 'Mini-whiteboards and pens'];
const point = (x: number, y: number) => `(${num(x)}, ${num(y)})`;
const signed = (random: Random, max: number) => random.int(-max, max) || 1;

// ——— Coordinates (Years 4 to 8) ———

const movePoint: Generator = (random, grade) => {
  const four = grade >= 6;
  const [x, y] = four ? [signed(random, 6), signed(random, 6)] : [random.int(0, 6), random.int(0, 6)];
  const [dx, dy] = four ? [signed(random, 5), signed(random, 5)] : [random.int(1, 4), random.int(1, 4)];
  const words = (d: number, pos: string, neg: string) => `${Math.abs(d)} ${Math.abs(d) === 1 ? 'unit' : 'units'} ${d > 0 ? pos : neg}`;
  return withDistractors(
    { prompt: `Start at ${point(x, y)}. Move ${words(dx, 'right', 'left')} and ${words(dy, 'up', 'down')}. What are the new coordinates?`, steps: [`Right and left change the x-coordinate: ${num(x)} ${dx > 0 ? '+' : '−'} ${Math.abs(dx)} = ${num(x + dx)}.`, `Up and down change the y-coordinate: ${num(y)} ${dy > 0 ? '+' : '−'} ${Math.abs(dy)} = ${num(y + dy)}.`, `The new point is ${point(x + dx, y + dy)}.`], answer: point(x + dx, y + dy) },
    [point(x + dy, y + dx), point(x - dx, y - dy)],
  );
};

const readPoint: Generator = (random) => {
  const [x, y] = [random.int(1, 9), random.int(1, 9)];
  return withDistractors(
    { prompt: `A point is ${counted(x, 'unit')} to the right of the origin and ${counted(y, 'unit')} up. Write its coordinates.`, steps: [`The x-coordinate (across) comes first, then the y-coordinate (up).`, `${point(x, y)}.`], answer: point(x, y) },
    [point(y, x), `(${x}${y})`],
  );
};

const rectangleCorner: Generator = (random, grade) => {
  const four = grade >= 6;
  const [x1, y1] = four ? [random.int(-6, 0), random.int(-6, 0)] : [random.int(0, 3), random.int(0, 3)];
  const [x2, y2] = [x1 + random.int(2, 6), y1 + random.int(2, 6)];
  const missing = random.int(0, 3);
  const corners = [
    [x1, y1],
    [x2, y1],
    [x2, y2],
    [x1, y2],
  ] as const;
  const shown = corners.filter((_, i) => i !== missing);
  const [mx, my] = corners[missing]!;
  return withDistractors(
    { prompt: `Three corners of a rectangle are ${shown.map(([a, b]) => point(a, b)).join(', ')}. What are the coordinates of the fourth corner?`, steps: [`The sides of this rectangle run along the grid lines, so each corner shares its x-coordinate with one neighbour and its y-coordinate with the other.`, `The missing corner is ${point(mx, my)}.`], answer: point(mx, my) },
    [point(my, mx), point(mx + 1, my)],
  );
};

const gridDistance: Generator = (random, grade) => {
  const four = grade >= 6;
  const horizontal = random.int(0, 1) === 1;
  const fixed = four ? signed(random, 8) : random.int(0, 9);
  const a = four ? random.int(-9, 0) : random.int(0, 4);
  const b = four ? random.int(1, 9) : random.int(a + 2, 10);
  const [p, q] = horizontal ? [point(a, fixed), point(b, fixed)] : [point(fixed, a), point(fixed, b)];
  return withDistractors(
    { prompt: `How far apart are the points ${p} and ${q}?`, steps: [`They have the same ${horizontal ? 'y' : 'x'}-coordinate, so the distance is the difference of the ${horizontal ? 'x' : 'y'}-coordinates.`, a < 0 ? `From ${num(a)} to 0 is ${-a}, and from 0 to ${b} is ${b}: ${-a} + ${b} = ${b - a}.` : `${b} − ${a} = ${b - a}.`], answer: `${b - a} units` },
    [`${Math.abs(b + a)} units`, `${b - a + 1} units`],
  );
};

const QUADRANTS = ['first', 'second', 'third', 'fourth'] as const;

const whichQuadrant: Generator = (random) => {
  const [x, y] = [signed(random, 9), signed(random, 9)];
  const q = x > 0 ? (y > 0 ? 0 : 3) : y > 0 ? 1 : 2;
  return withDistractors(
    { prompt: `In which quadrant is the point ${point(x, y)}?`, steps: [`x is ${x > 0 ? 'positive (right of the y-axis)' : 'negative (left of the y-axis)'}; y is ${y > 0 ? 'positive (above the x-axis)' : 'negative (below the x-axis)'}.`, `That is the ${QUADRANTS[q]} quadrant.`], answer: `the ${QUADRANTS[q]} quadrant` },
    QUADRANTS.filter((_, i) => i !== q).map((name) => `the ${name} quadrant`),
  );
};

const reflectAxis: Generator = (random) => {
  const [x, y] = [signed(random, 9), signed(random, 9)];
  const axis = random.pick(['x-axis', 'y-axis'] as const);
  const [rx, ry] = axis === 'x-axis' ? [x, -y] : [-x, y];
  return withDistractors(
    { prompt: `Reflect the point ${point(x, y)} in the ${axis}. What are the coordinates of its image?`, steps: [`Reflecting in the ${axis} keeps the ${axis === 'x-axis' ? 'x' : 'y'}-coordinate and changes the sign of the ${axis === 'x-axis' ? 'y' : 'x'}-coordinate.`, `${point(x, y)} → ${point(rx, ry)}.`], answer: point(rx, ry) },
    [point(axis === 'x-axis' ? -x : x, axis === 'x-axis' ? y : -y), point(-x, -y)],
  );
};

const rectanglePerimeter: Generator = (random) => {
  const [x1, y1] = [random.int(-7, -1), random.int(-6, -1)];
  const [x2, y2] = [random.int(1, 7), random.int(1, 6)];
  const [w, h] = [x2 - x1, y2 - y1];
  return { prompt: `A rectangle has corners at ${point(x1, y1)}, ${point(x2, y1)}, ${point(x2, y2)} and ${point(x1, y2)}. Find its perimeter and its area.`, steps: [`Width: from x = ${num(x1)} to x = ${x2} is ${w} units. Height: from y = ${num(y1)} to y = ${y2} is ${h} units.`, `Perimeter = 2 × (${w} + ${h}) = ${2 * (w + h)} units; area = ${w} × ${h} = ${w * h} square units.`], answer: `Perimeter ${2 * (w + h)} units, area ${w * h} square units` };
};

const point3D: Generator = (random) => {
  const [x, y, z] = [random.int(1, 8), random.int(1, 8), random.int(1, 8)];
  const [dx, dz] = [random.int(1, 4), random.int(1, 4)];
  return { prompt: `In a 3D coordinate system, a drone is at (${x}, ${y}, ${z}). It flies ${counted(dx, 'unit')} in the positive x direction and rises ${counted(dz, 'unit')}. What are its new coordinates?`, steps: [`x changes by ${dx}: ${x + dx}. y stays ${y}. z (height) changes by ${dz}: ${z + dz}.`, `(${x + dx}, ${y}, ${z + dz}).`], answer: `(${x + dx}, ${y}, ${z + dz})` };
};

export const coordinates = defineTopic({
  strand: 'geometry',
  name: 'coordinates on the Cartesian plane',
  grades: [4, 8],
  keyPoints: (grade) => [
    'A point is written (x, y): go across to x first, then up or down to y.',
    grade >= 6 ? 'The axes split the plane into four quadrants; the signs of x and y tell you which one a point is in.' : 'The origin (0, 0) is where the axes meet.',
    grade >= 6 ? 'Points with the same x-coordinate lie on a vertical line; their distance apart is the difference of the y-coordinates.' : 'Moving right or left changes x; moving up or down changes y.',
  ],
  priorKnowledge: ['Number lines.', 'Reading scales on two axes.', 'Negative numbers (for four quadrants).'],
  keywords: ['coordinate', 'ordered pair', 'axis', 'coordinate plane'],
  materials: GRID_MATERIALS,
  activities: ['Battleships: pairs hide ships on a coordinate grid and take turns calling coordinates, saying “across first, then up” each time.'],
  levels: (grade) => (grade <= 5 ? [readPoint, movePoint, rectangleCorner, gridDistance, movePoint, rectangleCorner] : grade <= 7 ? [whichQuadrant, movePoint, reflectAxis, gridDistance, rectangleCorner, rectanglePerimeter] : [whichQuadrant, reflectAxis, gridDistance, rectanglePerimeter, point3D, movePoint]),
  recall: [readPoint, movePoint, gridDistance],
});

// ——— Transformations (Years 4 to 10) ———

const translateByVector: Generator = (random, grade) => {
  const [x, y] = grade >= 6 ? [signed(random, 7), signed(random, 7)] : [random.int(1, 6), random.int(4, 8)];
  const [dx, dy] = grade >= 6 ? [signed(random, 6), signed(random, 6)] : [random.int(1, 4), -random.int(1, 3)];
  const described = grade >= 8 ? `by the vector (${num(dx)}, ${num(dy)})` : `${Math.abs(dx)} ${dx > 0 ? 'right' : 'left'} and ${Math.abs(dy)} ${dy > 0 ? 'up' : 'down'}`;
  return withDistractors(
    { prompt: `Translate the point ${point(x, y)} ${described}. Where is its image?`, steps: [`Add ${num(dx)} to the x-coordinate: ${num(x + dx)}.`, `Add ${num(dy)} to the y-coordinate: ${num(y + dy)}.`, `Image: ${point(x + dx, y + dy)}.`], answer: point(x + dx, y + dy) },
    [point(x + dy, y + dx), point(x - dx, y - dy)],
  );
};

const reflectInLine: Generator = (random) => {
  const vertical = random.int(0, 1) === 1;
  const mirror = random.int(2, 6);
  // Off the mirror line, and near enough that the image stays in the first quadrant.
  const across = random.pick([-1, 1]) * random.int(1, mirror);
  const along = random.int(0, 9);
  const [x, y] = vertical ? [mirror + across, along] : [along, mirror + across];
  const image = vertical ? point(2 * mirror - x, y) : point(x, 2 * mirror - y);
  return withDistractors(
    { prompt: `A point at ${point(x, y)} is reflected in the mirror line ${vertical ? 'x' : 'y'} = ${mirror}. Where is its image?`, steps: [vertical ? `The point is ${Math.abs(x - mirror)} ${Math.abs(x - mirror) === 1 ? 'unit' : 'units'} ${x < mirror ? 'left' : 'right'} of the line; the image is the same distance on the other side.` : `The point is ${Math.abs(y - mirror)} ${Math.abs(y - mirror) === 1 ? 'unit' : 'units'} ${y < mirror ? 'below' : 'above'} the line; the image is the same distance on the other side.`, `Image: ${image}.`], answer: image },
    [vertical ? point(x, 2 * mirror - y) : point(2 * mirror - x, y), vertical ? point(x + mirror, y) : point(x, y + mirror)],
  );
};

const rotateAboutOrigin: Generator = (random) => {
  const [x, y] = [signed(random, 7), signed(random, 7)];
  const turn = random.pick(['90° clockwise', '90° anticlockwise', '180°'] as const);
  const [rx, ry] = turn === '90° clockwise' ? [y, -x] : turn === '90° anticlockwise' ? [-y, x] : [-x, -y];
  const rule = turn === '90° clockwise' ? '(x, y) → (y, −x)' : turn === '90° anticlockwise' ? '(x, y) → (−y, x)' : '(x, y) → (−x, −y)';
  return withDistractors(
    { prompt: `Rotate the point ${point(x, y)} ${turn} about the origin. Where is its image?`, steps: [`A rotation of ${turn} about the origin follows the rule ${rule}.`, `${point(x, y)} → ${point(rx, ry)}.`], answer: point(rx, ry) },
    [point(-rx, -ry), point(ry, rx)],
  );
};

const describeTransformation: Generator = (random) => {
  const [x, y] = [random.int(1, 7), random.int(1, 7) + 1];
  const options = [
    { image: point(-x, y), name: 'a reflection in the y-axis' },
    { image: point(x, -y), name: 'a reflection in the x-axis' },
    { image: point(-x, -y), name: 'a rotation of 180° about the origin' },
    { image: point(x + 3, y - 2), name: 'a translation 3 right and 2 down' },
  ];
  const chosen = random.pick(options);
  return withDistractors(
    { prompt: `The point A${point(x, y)} maps to A′${chosen.image} (and every other point of the shape moves the same way). Describe the single transformation.`, steps: [`Compare the coordinates: ${point(x, y)} → ${chosen.image}.`, `That is ${chosen.name}.`], answer: chosen.name },
    options.filter((o) => o.name !== chosen.name).map((o) => o.name).slice(0, 3),
  );
};

const combined: Generator = (random) => {
  const [x, y] = [signed(random, 6), signed(random, 6)];
  const [dx, dy] = [signed(random, 4), signed(random, 4)];
  const [rx, ry] = [x, -y];
  return { prompt: `Reflect the point ${point(x, y)} in the x-axis, then translate the image ${Math.abs(dx)} ${dx > 0 ? 'right' : 'left'} and ${Math.abs(dy)} ${dy > 0 ? 'up' : 'down'}. Where does the point end up?`, steps: [`Reflect in the x-axis: ${point(x, y)} → ${point(rx, ry)}.`, `Translate: ${point(rx, ry)} → ${point(rx + dx, ry + dy)}.`], answer: point(rx + dx, ry + dy) };
};

const translateTriangle: Generator = (random) => {
  const points = [
    [random.int(-3, 2), random.int(-3, 2)],
    [random.int(3, 6), random.int(-3, 2)],
    [random.int(-3, 6), random.int(3, 6)],
  ] as const;
  const [dx, dy] = [signed(random, 5), signed(random, 5)];
  return { prompt: `A triangle has vertices ${points.map(([a, b]) => point(a, b)).join(', ')}. Translate it by the vector (${num(dx)}, ${num(dy)}). Write the vertices of the image.`, steps: [`Add ${num(dx)} to every x-coordinate and ${num(dy)} to every y-coordinate.`, `${points.map(([a, b]) => `${point(a, b)} → ${point(a + dx, b + dy)}`).join('; ')}.`], answer: points.map(([a, b]) => point(a + dx, b + dy)).join(', ') };
};

const slideCounter: Generator = (random) => {
  const columns = 'ABCDEFGH';
  const [column, row] = [random.int(0, 3), random.int(1, 5)];
  const right = random.int(1, 4);
  return withDistractors(
    { prompt: `A counter sits on square ${columns[column]}${row} of a grid, where the letters go across and the numbers go up. It slides ${right} ${right === 1 ? 'square' : 'squares'} to the right. Which square is it on now?`, steps: [`A slide to the right moves along the letters: ${columns.slice(column, column + right + 1).split('').join(', ')}.`, `It is now on ${columns[column + right]}${row}; a slide does not turn or flip it.`], answer: `${columns[column + right]}${row}` },
    [`${columns[column]}${row + right}`, `${columns[column + right - 1]}${row}`],
  );
};

const flipLetter: Generator = (random) => {
  const flips = [
    ['b', 'a vertical', 'd'],
    ['d', 'a vertical', 'b'],
    ['p', 'a vertical', 'q'],
    ['b', 'a horizontal', 'p'],
    ['d', 'a horizontal', 'q'],
    ['q', 'a vertical', 'p'],
  ] as const;
  const [letter, line, image] = random.pick(flips);
  return withDistractors(
    { prompt: `The letter ${letter} is flipped over ${line} mirror line. Which letter does it look like now?`, steps: [`A flip makes a mirror image: every part ends up the same distance on the other side of the line.`, `${letter} flipped over ${line} line looks like ${image}.`], answer: image },
    ['b', 'd', 'p', 'q'].filter((l) => l !== image && l !== letter).slice(0, 2),
  );
};

const slideKeepsShape: Generator = (random) => {
  const shape = random.pick(['triangle', 'square', 'arrow', 'letter L']);
  const move = random.pick(['slid', 'flipped', 'turned']);
  return withDistractors(
    { prompt: `${capital(withArticle(shape))} is ${move} to a new position. Does its size change?`, steps: [`Slides, flips and turns move a shape without stretching it.`, `So its size and shape stay the same.`], answer: 'No: its size and shape stay the same' },
    ['Yes: it gets bigger', 'Yes: it gets smaller'],
  );
};

export const transformations = defineTopic({
  strand: 'geometry',
  name: 'translations, reflections and rotations',
  grades: [2, 10],
  keyPoints: (grade) => [
    'A translation slides every point the same distance in the same direction; a reflection flips it over a mirror line; a rotation turns it about a centre.',
    'These transformations keep lengths and angles, so the image is congruent to the original.',
    grade >= 7 ? 'On a coordinate plane: reflecting in the x-axis changes the sign of y; in the y-axis, the sign of x; a rotation of 180° about the origin changes both.' : 'Each point of the image is the same distance from the mirror line as the matching point of the shape.',
  ],
  priorKnowledge: ['Coordinates.', 'Turns and right angles.', 'Lines of symmetry.'],
  keywords: ['transformation', 'translation', 'reflection', 'rotation', 'congruent'],
  materials: GRID_MATERIALS,
  activities: ['Trace and move: students trace a shape on tracing paper, slide, flip or turn it on a coordinate grid, record the new vertices, and describe the rule that connects the coordinates.'],
  levels: (grade) => (grade <= 3 ? [slideCounter, flipLetter, slideKeepsShape, slideCounter, flipLetter, slideCounter] : grade <= 6 ? [translateByVector, reflectInLine, translateByVector, reflectInLine, describeTransformation, reflectAxis] : [translateByVector, reflectAxis, rotateAboutOrigin, describeTransformation, combined, translateTriangle]),
  recall: (grade) => (grade <= 3 ? [slideCounter, flipLetter, slideCounter] : [movePoint, whichQuadrant, readPoint]),
});

// ——— Enlargement, similar figures and scale (Years 5 to 10) ———

const enlargeRectangle: Generator = (random, grade) => {
  const [l, w] = [random.int(2, 9), random.int(2, 9)];
  const k = grade >= 8 ? random.pick([2, 3, 4, 1.5, 2.5]) : random.int(2, 5);
  return withDistractors(
    { prompt: `A rectangle ${l} cm by ${w} cm is enlarged by a scale factor of ${plain(k)}. What are the length and width of the image?`, steps: [`Every length is multiplied by the scale factor ${plain(k)}.`, `${l} × ${plain(k)} = ${plain(l * k)} and ${w} × ${plain(k)} = ${plain(w * k)}.`], answer: `${plain(l * k)} cm by ${plain(w * k)} cm` },
    [`${plain(l + k)} cm by ${plain(w + k)} cm`, `${plain(l * k * k)} cm by ${plain(w * k * k)} cm`],
  );
};

const findScaleFactor: Generator = (random) => {
  const side = random.int(2, 12);
  const k = random.pick([2, 3, 4, 1.5, 2.5, 0.5]);
  const image = side * k;
  return withDistractors(
    { prompt: `A side of a shape is ${side} cm. After an enlargement, the matching side is ${plain(image)} cm. What is the scale factor?`, steps: [`Scale factor = image length ÷ original length.`, `${plain(image)} ÷ ${side} = ${plain(k)}.`], answer: plain(k) },
    [plain(image - side), fracText(frac(side * 2, image * 2))],
  );
};

const similarMissing: Generator = (random) => {
  const [a, b] = [random.int(2, 9), random.int(3, 12)];
  const k = random.pick([2, 3, 1.5, 2.5, 4]);
  return withDistractors(
    { prompt: `Two triangles are similar. The smaller has sides ${a} cm and ${b} cm. In the larger, the side matching ${a} cm is ${plain(a * k)} cm. How long is the side matching ${b} cm?`, steps: [`Scale factor = ${plain(a * k)} ÷ ${a} = ${plain(k)}.`, `${b} × ${plain(k)} = ${plain(b * k)}.`], answer: `${plain(b * k)} cm` },
    // Adding the difference instead of multiplying.
    [`${plain(b + a * k - a)} cm`, `${plain(b / k)} cm`],
  );
};

const mapScaleRatio: Generator = (random) => {
  const scale = random.pick([25_000, 50_000, 10_000, 200_000]);
  const cm = random.int(2, 12);
  const realCm = cm * scale;
  const km = realCm / 100_000;
  return withDistractors(
    { prompt: `A map has a scale of 1 : ${whole(scale)}. Two towns are ${cm} cm apart on the map. How far apart are they in real life, in kilometres?`, steps: [`Real distance = ${cm} × ${whole(scale)} = ${whole(realCm)} cm.`, `${whole(realCm)} cm ÷ 100 000 = ${plain(km)} km (100 cm in a metre, 1000 m in a kilometre).`], answer: `${plain(km)} km` },
    [`${plain(realCm / 1000)} km`, `${plain(km * 10)} km`],
  );
};

const areaScale: Generator = (random) => {
  const k = random.int(2, 4);
  const volume = random.int(0, 1) === 1;
  const base = random.int(3, 20);
  const power = volume ? 3 : 2;
  return withDistractors(
    { prompt: `Two similar solids have a length scale factor of ${k}. The smaller has ${volume ? `a volume of ${base} cm³` : `a surface area of ${base} cm²`}. What is the ${volume ? 'volume' : 'surface area'} of the larger?`, steps: [`${volume ? 'Volumes' : 'Areas'} scale by the scale factor ${volume ? 'cubed' : 'squared'}: ${k}${volume ? '³' : '²'} = ${k ** power}.`, `${base} × ${k ** power} = ${base * k ** power}.`], answer: `${base * k ** power} cm${volume ? '³' : '²'}` },
    [`${base * k} cm${volume ? '³' : '²'}`, `${base * k ** (volume ? 2 : 3)} cm${volume ? '³' : '²'}`],
  );
};

const enlargeFromOrigin: Generator = (random, grade) => {
  const [x, y] = [signed(random, 6), signed(random, 6)];
  const k = grade >= 10 ? random.pick([2, 3, 0.5, -2, -1]) : random.pick([2, 3, 0.5]);
  return withDistractors(
    { prompt: `Enlarge the point ${point(x, y)} by a scale factor of ${plain(k)} with the origin as the centre of enlargement. Where is its image?`, steps: [`From the origin, multiply both coordinates by ${plain(k)}.`, `${point(x, y)} → (${plain(x * k)}, ${plain(y * k)}).`], answer: `(${plain(x * k)}, ${plain(y * k)})` },
    [`(${plain(x + k)}, ${plain(y + k)})`, `(${plain(-x * k)}, ${plain(-y * k)})`],
  );
};

export const similarity = defineTopic({
  strand: 'geometry',
  name: 'enlargement, similar figures and scale',
  grades: [5, 10],
  keyPoints: (grade) => [
    'An enlargement multiplies every length by the scale factor; angles stay the same, so the image is similar to the original.',
    'In similar figures, matching sides are in the same ratio: find the scale factor from one pair of matching sides.',
    grade >= 9 ? 'If lengths are multiplied by k, areas are multiplied by k² and volumes by k³.' : 'A map scale of 1 : 50 000 means 1 cm on the map is 50 000 cm (500 m) in real life.',
  ],
  priorKnowledge: ['Multiplying and dividing, including by decimals.', 'Ratio.', 'Converting between cm, m and km.'],
  keywords: ['enlargement', 'scale factor', 'similar figure', 'scale', 'ratio'],
  misconceptions: ['ratio-additive', 'linear-scaling'],
  materials: [...GRID_MATERIALS, 'Local maps with scales'],
  activities: ['Photo enlargements: students measure matching lengths on a small and an enlarged copy of a picture, find the scale factor, and check that every pair of lengths gives the same one.'],
  levels: (grade) => (grade <= 7 ? [enlargeRectangle, findScaleFactor, similarMissing, mapScaleRatio, enlargeRectangle, similarMissing] : [findScaleFactor, similarMissing, mapScaleRatio, enlargeFromOrigin, areaScale, areaScale]),
  recall: [enlargeRectangle, findScaleFactor, movePoint],
});

// ——— Gradient, midpoint, distance and the equation of a line (Years 8 to 11) ———

function twoPoints(random: Random): [number, number, number, number] {
  for (;;) {
    const [x1, y1, x2, y2] = [signed(random, 8), signed(random, 8), signed(random, 8), signed(random, 8)];
    if (x1 !== x2 && y1 !== y2) return [x1, y1, x2, y2];
  }
}

const gradientOf: Generator = (random) => {
  const [x1, y1, x2, y2] = twoPoints(random);
  const m = frac(y2 - y1, x2 - x1);
  return withDistractors(
    { prompt: `Find the gradient of the line through ${point(x1, y1)} and ${point(x2, y2)}.`, steps: [`Gradient = change in y ÷ change in x = (${num(y2)} − ${factor(y1)}) ÷ (${num(x2)} − ${factor(x1)}).`, `= ${num(y2 - y1)} ÷ ${num(x2 - x1)} = ${fracText(m)}.`], answer: fracText(m) },
    // Run over rise, or the difference taken in opposite orders.
    [fracText(frac(x2 - x1, y2 - y1)), fracText(frac(y2 - y1, x1 - x2))],
  );
};

const midpointOf: Generator = (random) => {
  const [x1, y1, x2, y2] = twoPoints(random);
  const [mx, my] = [(x1 + x2) / 2, (y1 + y2) / 2];
  return withDistractors(
    { prompt: `Find the midpoint of the line segment joining ${point(x1, y1)} and ${point(x2, y2)}.`, steps: [`Average the x-coordinates: (${num(x1)} + ${num(x2)}) ÷ 2 = ${plain(mx)}.`, `Average the y-coordinates: (${num(y1)} + ${num(y2)}) ÷ 2 = ${plain(my)}.`], answer: `(${plain(mx)}, ${plain(my)})` },
    [`(${plain((x2 - x1) / 2)}, ${plain((y2 - y1) / 2)})`, `(${plain(x1 + x2)}, ${plain(y1 + y2)})`],
  );
};

const distanceBetween: Generator = (random) => {
  const [x1, y1, x2, y2] = twoPoints(random);
  const d2 = (x2 - x1) ** 2 + (y2 - y1) ** 2;
  const exact = Number.isInteger(Math.sqrt(d2));
  const answer = exact ? `${Math.sqrt(d2)} units` : `${decimal(Math.sqrt(d2), 2)} units (to 2 d.p.)`;
  return withDistractors(
    { prompt: `Find the distance between ${point(x1, y1)} and ${point(x2, y2)}${exact ? '' : ', to 2 decimal places'}.`, steps: [`Across: ${num(x2)} − ${num(x1)} = ${num(x2 - x1)}; up: ${num(y2)} − ${num(y1)} = ${num(y2 - y1)}.`, `By Pythagoras: d² = ${(x2 - x1) ** 2} + ${(y2 - y1) ** 2} = ${d2}.`, `d = √${d2}${exact ? ` = ${Math.sqrt(d2)}` : ` = ${decimal(Math.sqrt(d2), 4)}…`}.`], answer },
    [`${Math.abs(x2 - x1) + Math.abs(y2 - y1)} units`, exact ? `${d2} units` : `${decimal(Math.sqrt(Math.abs((x2 - x1) ** 2 - (y2 - y1) ** 2)) || 1, 2)} units (to 2 d.p.)`],
  );
};

const lineThrough: Generator = (random) => {
  for (;;) {
    const m = signed(random, 4);
    const c = random.int(-9, 9);
    const [xa, xb] = [random.int(-4, 1), random.int(2, 6)];
    const [ya, yb] = [m * xa + c, m * xb + c];
    return withDistractors(
      { prompt: `Find the equation of the straight line through ${point(xa, ya)} and ${point(xb, yb)}. Write it as y = mx + c.`, steps: [`Gradient m = (${num(yb)} − ${num(ya)}) ÷ (${xb} − ${num(xa)}) = ${num(yb - ya)} ÷ ${xb - xa} = ${num(m)}.`, `Substitute ${point(xb, yb)}: ${num(yb)} = ${num(m)} × ${xb} + c, so c = ${num(c)}.`, `y = ${linear(m, c)}.`], answer: `y = ${linear(m, c)}` },
      [`y = ${linear(m, ya)}`, `y = ${linear(-m, c)}`],
    );
  }
};

const parallelPerpendicular: Generator = (random) => {
  const m = signed(random, 5);
  const c = random.int(-8, 8);
  const [x0, y0] = [random.int(-4, 4), random.int(-6, 6)];
  if (random.int(0, 1) === 0) {
    const newC = y0 - m * x0;
    return withDistractors(
      { prompt: `Find the equation of the line parallel to y = ${linear(m, c)} that passes through ${point(x0, y0)}.`, steps: [`Parallel lines have the same gradient: m = ${num(m)}.`, `${num(y0)} = ${num(m)} × ${x0 < 0 ? `(${num(x0)})` : x0} + c, so c = ${num(newC)}.`, `y = ${linear(m, newC)}.`], answer: `y = ${linear(m, newC)}` },
      [`y = ${linear(m, c)}`, `y = ${linear(m, y0)}`],
    );
  }
  const perpendicular = frac(-1, m);
  return withDistractors(
    { prompt: `What is the gradient of a line perpendicular to y = ${linear(m, c)}?`, steps: [`Perpendicular gradients multiply to −1.`, `−1 ÷ ${num(m)} = ${fracText(perpendicular)}.`], answer: fracText(perpendicular) },
    [num(-m), fracText(frac(1, m))],
  );
};

const onCircle: Generator = (random) => {
  const [a, b, r] = random.pick([
    [3, 4, 5],
    [6, 8, 10],
    [5, 12, 13],
    [8, 15, 17],
  ] as const);
  const [x, y] = [random.int(0, 1) ? a : -a, random.int(0, 1) ? b : -b];
  const onIt = random.int(0, 1) === 1;
  const radius = onIt ? r : r + 1;
  return withDistractors(
    { prompt: `Does the point ${point(x, y)} lie on the circle x² + y² = ${radius * radius}?`, steps: [`Substitute: ${num(x)}² + ${num(y)}² = ${a * a} + ${b * b} = ${r * r}.`, onIt ? `${r * r} = ${radius * radius}, so the point is on the circle (radius ${r}).` : `${r * r} ≠ ${radius * radius}, so it is not on the circle (it is inside it).`], answer: onIt ? 'Yes' : 'No' },
    [onIt ? 'No' : 'Yes'],
  );
};

const partitionSegment: Generator = (random) => {
  const [x1, y1] = [random.int(-5, 3), random.int(-5, 3)];
  const [p, q] = random.pick([
    [1, 2],
    [1, 3],
    [2, 1],
    [3, 1],
    [2, 3],
  ] as const);
  const n = p + q;
  const [dx, dy] = [n * random.int(1, 3), n * random.int(-3, 3)];
  const [x2, y2] = [x1 + dx, y1 + dy];
  const [px, py] = [x1 + (dx * p) / n, y1 + (dy * p) / n];
  return { prompt: `Find the point P on the segment from A${point(x1, y1)} to B${point(x2, y2)} that divides it in the ratio AP : PB = ${p} : ${q}.`, steps: [`P is ${p}/${n} of the way from A to B.`, `x = ${num(x1)} + ${p}/${n} × ${num(dx)} = ${num(px)}; y = ${num(y1)} + ${p}/${n} × ${num(dy)} = ${num(py)}.`], answer: point(px, py) };
};

export const coordinateGeometry = defineTopic({
  strand: 'functions',
  name: 'gradient, midpoint, distance and equations of lines',
  grades: [8, 11],
  keyPoints: (grade) => [
    'Gradient = change in y ÷ change in x between any two points on a line.',
    'The midpoint averages the coordinates; the distance between two points comes from Pythagoras’ theorem.',
    grade >= 9 ? 'Parallel lines have equal gradients; perpendicular gradients multiply to −1. A line is y = mx + c, with gradient m and y-intercept c.' : 'A line through two points has equation y = mx + c: find m, then substitute a point to find c.',
  ],
  priorKnowledge: ['Coordinates in four quadrants.', 'Pythagoras’ theorem.', 'Substituting into formulas.'],
  keywords: ['gradient', 'intercept', 'coordinate', 'linear function'],
  misconceptions: ['slope-height-confusion'],
  materials: [...GRID_MATERIALS, 'Graphing software or graphics calculators'],
  activities: ['Line detectives: groups are given two points, find the gradient, midpoint, distance and equation of their line, then check each by plotting it with graphing software.'],
  levels: (grade) => (grade <= 9 ? [gradientOf, midpointOf, distanceBetween, lineThrough, parallelPerpendicular, distanceBetween] : [gradientOf, distanceBetween, lineThrough, parallelPerpendicular, onCircle, partitionSegment]),
  recall: [gridDistance, whichQuadrant, movePoint],
});
