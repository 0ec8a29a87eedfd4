import { defineTopic, withDistractors, type Generator } from './define.ts';
import { plain } from './format.ts';
import { decimal, frac, fracText } from './numbers.ts';
import type { Random } from './random.ts';

/**
 * Right-angled triangles and beyond, from Year 7 to Year 11: Pythagoras’ theorem and its converse, the sine, cosine
 * and tangent ratios, angles of elevation and depression, bearings, the sine and cosine rules and the area of any
 * triangle, and the trigonometric functions on the unit circle. Lengths are rounded to 1 decimal place and angles to
 * the nearest tenth of a degree, with the unrounded value in the working.
 */

const TRIANGLE_MATERIALS = ['Scientific calculators (set to degrees)', 'Rulers, protractors and squared paper', 'Clinometers for measuring angles of elevation'];
const TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [20, 21, 29],
] as const;
const rad = (d: number) => (d * Math.PI) / 180;
const degOf = (r: number) => (r * 180) / Math.PI;
const len = (v: number, unit = 'cm') => `${decimal(v, 1)} ${unit}`;
const triple = (random: Random): [number, number, number] => {
  const [a, b, c] = random.pick(TRIPLES);
  const k = random.int(1, a >= 7 ? 2 : 4);
  return random.int(0, 1) ? [a * k, b * k, c * k] : [b * k, a * k, c * k];
};

// ——— Pythagoras’ theorem (Years 8 to 10) ———

const hypotenuseTriple: Generator = (random) => {
  const [a, b, c] = triple(random);
  return withDistractors(
    { prompt: `A right-angled triangle has shorter sides of ${a} cm and ${b} cm. Find the length of the hypotenuse.`, steps: [`c² = a² + b² = ${a}² + ${b}² = ${a * a} + ${b * b} = ${c * c}.`, `c = √${c * c} = ${c}.`], answer: `${c} cm` },
    // Adding the sides, or forgetting the square root.
    [`${a + b} cm`, `${c * c} cm`],
  );
};

const legTriple: Generator = (random) => {
  const [a, b, c] = triple(random);
  return withDistractors(
    { prompt: `A right-angled triangle has a hypotenuse of ${c} cm and one shorter side of ${a} cm. Find the length of the other shorter side.`, steps: [`a² + b² = c², so b² = c² − a² = ${c * c} − ${a * a} = ${b * b}.`, `b = √${b * b} = ${b}.`], answer: `${b} cm` },
    [`${decimal(Math.sqrt(c * c + a * a), 1)} cm`, `${c - a} cm`],
  );
};

const hypotenuseDecimal: Generator = (random) => {
  const a = random.int(2, 15);
  let b = random.int(2, 15);
  // A Pythagorean triple has a whole-number hypotenuse; this question is about rounding one that is not.
  while (Number.isInteger(Math.sqrt(a * a + b * b))) b += 1;
  const c = Math.sqrt(a * a + b * b);
  return withDistractors(
    { prompt: `A right-angled triangle has shorter sides of ${a} cm and ${b} cm. Find the hypotenuse, to 1 decimal place.`, steps: [`c² = ${a}² + ${b}² = ${a * a + b * b}.`, `c = √${a * a + b * b} = ${decimal(c, 4)}… ≈ ${decimal(c, 1)}.`], answer: `${len(c)} (to 1 d.p.)` },
    [`${len(a + b)} (to 1 d.p.)`, `${len(Math.sqrt(Math.abs(a * a - b * b)) || 1)} (to 1 d.p.)`],
  );
};

const legDecimal: Generator = (random) => {
  const a = random.int(2, 12);
  const c = random.int(a + 1, 20);
  const b = Math.sqrt(c * c - a * a);
  return withDistractors(
    { prompt: `A right-angled triangle has a hypotenuse of ${c} cm and one shorter side of ${a} cm. Find the other side, to 1 decimal place.`, steps: [`b² = ${c}² − ${a}² = ${c * c} − ${a * a} = ${c * c - a * a}.`, `b = √${c * c - a * a} = ${decimal(b, 4)}… ≈ ${decimal(b, 1)}.`], answer: `${len(b)} (to 1 d.p.)` },
    [`${len(Math.sqrt(c * c + a * a))} (to 1 d.p.)`, `${len(c - a)} (to 1 d.p.)`],
  );
};

const converse: Generator = (random) => {
  const [a, b, c] = triple(random);
  const right = random.int(0, 1) === 1;
  const longest = right ? c : c + 1;
  const sides = [a, b, longest].sort((x, y) => x - y);
  return withDistractors(
    { prompt: `A triangle has sides of ${sides[0]} cm, ${sides[1]} cm and ${sides[2]} cm. Is it right-angled?`, steps: [`Square the two shorter sides and add: ${sides[0]}² + ${sides[1]}² = ${sides[0]! ** 2 + sides[1]! ** 2}.`, `Square the longest side: ${sides[2]}² = ${sides[2]! ** 2}.`, right ? 'They are equal, so the triangle is right-angled (the converse of Pythagoras’ theorem).' : 'They are not equal, so it is not right-angled.'], answer: right ? `Yes: ${sides[0]}² + ${sides[1]}² = ${sides[2]}²` : `No: ${sides[0]}² + ${sides[1]}² = ${sides[0]! ** 2 + sides[1]! ** 2}, not ${sides[2]! ** 2}` },
    [right ? 'No: the sides are not all equal' : 'Yes: the longest side is opposite the biggest angle'],
  );
};

const ladder: Generator = (random) => {
  const length = random.int(3, 10);
  const foot = random.int(5, length * 4) / 10;
  const height = Math.sqrt(length * length - foot * foot);
  return withDistractors(
    { prompt: `${length === 8 || length === 11 || length === 18 ? 'An' : 'A'} ${length} m ladder leans against a vertical wall with its foot ${plain(foot)} m from the wall on level ground. How high up the wall does it reach, to 1 decimal place?`, steps: [`The ladder is the hypotenuse: h² = ${length}² − ${plain(foot)}² = ${length * length} − ${plain(foot * foot)} = ${plain(length * length - foot * foot)}.`, `h = √${plain(length * length - foot * foot)} ≈ ${decimal(height, 1)} m.`], answer: `${len(height, 'm')} (to 1 d.p.)` },
    [`${len(Math.sqrt(length * length + foot * foot), 'm')} (to 1 d.p.)`, `${len(length - foot, 'm')} (to 1 d.p.)`],
  );
};

const spaceDiagonal: Generator = (random) => {
  const [l, w, h] = [random.int(3, 12), random.int(2, 9), random.int(2, 9)];
  const d = Math.sqrt(l * l + w * w + h * h);
  return { prompt: `A box is ${l} cm long, ${w} cm wide and ${h} cm high. Find the length of the longest straight rod that fits inside it (from one corner to the opposite corner), to 1 decimal place.`, steps: [`Diagonal of the base: √(${l}² + ${w}²) = √${l * l + w * w}.`, `Space diagonal: √(${l * l + w * w} + ${h}²) = √${l * l + w * w + h * h} ≈ ${decimal(d, 1)}.`], answer: `${len(d)} (to 1 d.p.)` };
};

export const pythagoras = defineTopic({
  strand: 'geometry',
  name: 'Pythagoras’ theorem',
  grades: [8, 10],
  keyPoints: (grade) => [
    'In a right-angled triangle, the square on the hypotenuse equals the sum of the squares on the other two sides: c² = a² + b².',
    'The hypotenuse is the longest side, opposite the right angle; to find a shorter side, subtract: a² = c² − b².',
    grade >= 10 ? 'In three dimensions, use Pythagoras twice: first across the base, then up to the opposite corner.' : 'If a² + b² = c² for the sides of a triangle, it is right-angled (the converse).',
  ],
  priorKnowledge: ['Squares and square roots.', 'Rounding to 1 decimal place.', 'Naming the sides of a right-angled triangle.'],
  keywords: ['hypotenuse', 'right angle', 'square root', 'theorem'],
  misconceptions: ['binomial-square'],
  materials: [...TRIANGLE_MATERIALS, 'Squared paper to draw squares on the sides of a triangle'],
  activities: ['Squares on the sides: students draw right-angled triangles on squared paper, draw a square on each side, count or calculate the areas, and find the relationship.'],
  levels: (grade) => (grade <= 8 ? [hypotenuseTriple, legTriple, hypotenuseDecimal, legDecimal, converse, ladder] : [hypotenuseTriple, legTriple, hypotenuseDecimal, legDecimal, ladder, grade >= 10 ? spaceDiagonal : converse]),
  recall: [hypotenuseTriple, legTriple, converse],
});

// ——— Trigonometry in right-angled triangles (Years 9 to 10) ———

const ratiosFromSides: Generator = (random) => {
  const [o, a, h] = triple(random);
  return withDistractors(
    { prompt: `In a right-angled triangle, the side opposite angle θ is ${o} cm, the side adjacent to θ is ${a} cm and the hypotenuse is ${h} cm. Write sin θ, cos θ and tan θ as fractions.`, steps: [`sin θ = opposite ÷ hypotenuse; cos θ = adjacent ÷ hypotenuse; tan θ = opposite ÷ adjacent.`, `sin θ = ${fracText(frac(o, h))}, cos θ = ${fracText(frac(a, h))}, tan θ = ${fracText(frac(o, a))}.`], answer: `sin θ = ${fracText(frac(o, h))}, cos θ = ${fracText(frac(a, h))}, tan θ = ${fracText(frac(o, a))}` },
    [`sin θ = ${fracText(frac(a, h))}, cos θ = ${fracText(frac(o, h))}, tan θ = ${fracText(frac(a, o))}`],
  );
};

const sideFromAngle: Generator = (random) => {
  const angle = random.int(15, 75);
  const known = random.int(4, 30);
  const ask = random.pick(['opposite-hyp', 'adjacent-hyp', 'opposite-adj'] as const);
  if (ask === 'opposite-hyp') {
    const v = known * Math.sin(rad(angle));
    return withDistractors({ prompt: `In a right-angled triangle, angle θ = ${angle}° and the hypotenuse is ${known} cm. Find the side opposite θ, to 1 decimal place.`, steps: [`Opposite and hypotenuse: use sin. sin ${angle}° = opp ÷ ${known}.`, `opp = ${known} × sin ${angle}° = ${decimal(v, 4)}… ≈ ${decimal(v, 1)}.`], answer: `${len(v)} (to 1 d.p.)` }, [`${len(known * Math.cos(rad(angle)))} (to 1 d.p.)`, `${len(known / Math.sin(rad(angle)))} (to 1 d.p.)`]);
  }
  if (ask === 'adjacent-hyp') {
    const v = known * Math.cos(rad(angle));
    return withDistractors({ prompt: `In a right-angled triangle, angle θ = ${angle}° and the hypotenuse is ${known} cm. Find the side adjacent to θ, to 1 decimal place.`, steps: [`Adjacent and hypotenuse: use cos. cos ${angle}° = adj ÷ ${known}.`, `adj = ${known} × cos ${angle}° = ${decimal(v, 4)}… ≈ ${decimal(v, 1)}.`], answer: `${len(v)} (to 1 d.p.)` }, [`${len(known * Math.sin(rad(angle)))} (to 1 d.p.)`, `${len(known / Math.cos(rad(angle)))} (to 1 d.p.)`]);
  }
  const v = known * Math.tan(rad(angle));
  return withDistractors({ prompt: `In a right-angled triangle, angle θ = ${angle}° and the side adjacent to θ is ${known} cm. Find the side opposite θ, to 1 decimal place.`, steps: [`Opposite and adjacent: use tan. tan ${angle}° = opp ÷ ${known}.`, `opp = ${known} × tan ${angle}° = ${decimal(v, 4)}… ≈ ${decimal(v, 1)}.`], answer: `${len(v)} (to 1 d.p.)` }, [`${len(known / Math.tan(rad(angle)))} (to 1 d.p.)`, `${len(known * Math.sin(rad(angle)))} (to 1 d.p.)`]);
};

const hypotenuseFromAngle: Generator = (random) => {
  const angle = random.int(20, 70);
  const opp = random.int(3, 25);
  const h = opp / Math.sin(rad(angle));
  return withDistractors(
    { prompt: `In a right-angled triangle, angle θ = ${angle}° and the side opposite θ is ${opp} cm. Find the hypotenuse, to 1 decimal place.`, steps: [`sin ${angle}° = ${opp} ÷ hyp, so hyp = ${opp} ÷ sin ${angle}°.`, `${opp} ÷ ${decimal(Math.sin(rad(angle)), 4)}… = ${decimal(h, 4)}… ≈ ${decimal(h, 1)}.`], answer: `${len(h)} (to 1 d.p.)` },
    [`${len(opp * Math.sin(rad(angle)))} (to 1 d.p.)`, `${len(opp / Math.cos(rad(angle)))} (to 1 d.p.)`],
  );
};

const angleFromSides: Generator = (random) => {
  const [o, a] = [random.int(2, 20), random.int(2, 20)];
  const theta = degOf(Math.atan(o / a));
  return withDistractors(
    { prompt: `In a right-angled triangle, the side opposite angle θ is ${o} cm and the side adjacent to θ is ${a} cm. Find θ, to 1 decimal place.`, steps: [`tan θ = ${o} ÷ ${a} = ${decimal(o / a, 4)}…`, `θ = tan⁻¹(${o} ÷ ${a}) ≈ ${decimal(theta, 1)}°.`], answer: `${decimal(theta, 1)}°` },
    [`${decimal(90 - theta, 1)}°`, `${decimal(degOf(Math.atan(a / o)) + 1, 1)}°`].filter((d) => d !== `${decimal(theta, 1)}°`),
  );
};

const elevation: Generator = (random) => {
  const distance = random.int(10, 80);
  const angle = random.int(12, 60);
  const depression = random.int(0, 1) === 1;
  const height = distance * Math.tan(rad(angle));
  return withDistractors(
    depression
      ? { prompt: `From the top of a cliff, the angle of depression to a boat is ${angle}°. The boat is ${distance} m from the foot of the cliff. How high is the cliff, to 1 decimal place?`, steps: [`The angle of depression equals the angle of elevation from the boat (alternate angles): ${angle}°.`, `tan ${angle}° = height ÷ ${distance}, so height = ${distance} × tan ${angle}° ≈ ${decimal(height, 1)} m.`], answer: `${len(height, 'm')} (to 1 d.p.)` }
      : { prompt: `A student stands ${distance} m from the base of a tree on level ground. The angle of elevation to the top of the tree is ${angle}°. How tall is the tree, to 1 decimal place (ignore the student’s height)?`, steps: [`tan ${angle}° = height ÷ ${distance}.`, `height = ${distance} × tan ${angle}° = ${decimal(height, 4)}… ≈ ${decimal(height, 1)} m.`], answer: `${len(height, 'm')} (to 1 d.p.)` },
    [`${len(distance * Math.sin(rad(angle)), 'm')} (to 1 d.p.)`, `${len(distance / Math.tan(rad(angle)), 'm')} (to 1 d.p.)`],
  );
};

const EXACT = [
  ['sin 30°', '1/2'],
  ['cos 60°', '1/2'],
  ['tan 45°', '1'],
  ['sin 60°', '√3/2'],
  ['cos 30°', '√3/2'],
  ['sin 45°', '√2/2'],
  ['cos 45°', '√2/2'],
  ['tan 60°', '√3'],
  ['tan 30°', '√3/3'],
  ['sin 90°', '1'],
  ['cos 90°', '0'],
  ['cos 0°', '1'],
  ['tan 0°', '0'],
] as const;

const exactValue: Generator = (random) => {
  const [expression, value] = random.pick(EXACT);
  return withDistractors(
    { prompt: `Without a calculator, give the exact value of ${expression}.`, steps: [`Use the half-equilateral triangle (sides 1, √3, 2) or the isosceles right triangle (sides 1, 1, √2).`, `${expression} = ${value}.`], answer: value },
    EXACT.map(([, v]) => v).filter((v) => v !== value).slice(0, 3),
  );
};

export const rightTrigonometry = defineTopic({
  strand: 'geometry',
  name: 'trigonometry in right-angled triangles',
  grades: [9, 10],
  keyPoints: [
    'For an angle θ in a right-angled triangle, sin θ = opposite ÷ hypotenuse, cos θ = adjacent ÷ hypotenuse and tan θ = opposite ÷ adjacent (SOH CAH TOA).',
    'Similar right-angled triangles have the same ratios for the same angle, which is why each angle has one sine, one cosine and one tangent.',
    'To find an angle, use the inverse function (sin⁻¹, cos⁻¹, tan⁻¹); angles of elevation and depression are measured from the horizontal.',
  ],
  priorKnowledge: ['Pythagoras’ theorem.', 'Similar triangles.', 'Rearranging simple equations.'],
  keywords: ['hypotenuse', 'sine', 'cosine', 'tangent', 'angle of elevation'],
  materials: TRIANGLE_MATERIALS,
  activities: ['Measure the flagpole: groups measure their distance from a tall object and the angle of elevation with a clinometer, calculate its height with tan, and compare results across groups.'],
  levels: [ratiosFromSides, sideFromAngle, hypotenuseFromAngle, angleFromSides, elevation, exactValue],
  exampleLevel: () => 2,
  recall: [hypotenuseTriple, legDecimal, ratiosFromSides],
});

// ——— Bearings (Years 7 to 10) ———

const three = (b: number) => `${String(((b % 360) + 360) % 360).padStart(3, '0')}°`;
const POINTS8 = [
  ['north', 0],
  ['north-east', 45],
  ['east', 90],
  ['south-east', 135],
  ['south', 180],
  ['south-west', 225],
  ['west', 270],
  ['north-west', 315],
] as const;

const compassBearing: Generator = (random) => {
  const [name, bearing] = random.pick(POINTS8.slice(1));
  return withDistractors(
    { prompt: `Write the direction ${name} as a three-figure bearing.`, steps: [`Bearings are measured clockwise from north.`, `${name} is ${bearing}° clockwise from north: ${three(bearing)}.`], answer: three(bearing) },
    [three(360 - bearing), three(bearing + 90)],
  );
};

const backBearing: Generator = (random) => {
  const b = random.int(1, 35) * 10 + random.pick([0, 5]);
  const back = b >= 180 ? b - 180 : b + 180;
  return withDistractors(
    { prompt: `The bearing of B from A is ${three(b)}. What is the bearing of A from B?`, steps: [`The return journey points the opposite way: add or subtract 180°.`, `${b} ${b >= 180 ? '−' : '+'} 180 = ${back}, so ${three(back)}.`], answer: three(back) },
    [three(360 - b), three(b + 90)],
  );
};

const turnBearing: Generator = (random) => {
  const b = random.int(1, 30) * 10;
  const turn = random.pick([90, 45, 180, 60]);
  const clockwise = random.int(0, 1) === 1;
  const end = clockwise ? b + turn : b - turn;
  return { prompt: `A ship sails on a bearing of ${three(b)}, then turns ${turn}° ${clockwise ? 'clockwise' : 'anticlockwise'}. What is its new bearing?`, steps: [`${clockwise ? 'Clockwise adds to' : 'Anticlockwise subtracts from'} the bearing: ${b} ${clockwise ? '+' : '−'} ${turn} = ${end}.`, `${end >= 360 || end < 0 ? `Bring it into 0° to 360°: ${three(end)}.` : `New bearing ${three(end)}.`}`], answer: three(end) };
};

const eastNorth: Generator = (random) => {
  const distance = random.int(5, 60) * 5;
  const b = random.int(10, 80);
  const [east, north] = [distance * Math.sin(rad(b)), distance * Math.cos(rad(b))];
  return withDistractors(
    { prompt: `A plane flies ${distance} km on a bearing of ${three(b)}. How far east and how far north of its start is it, to 1 decimal place?`, steps: [`The bearing is measured from north, so north = ${distance} × cos ${b}° and east = ${distance} × sin ${b}°.`, `East ≈ ${decimal(east, 1)} km; north ≈ ${decimal(north, 1)} km.`], answer: `${decimal(east, 1)} km east and ${decimal(north, 1)} km north` },
    [`${decimal(north, 1)} km east and ${decimal(east, 1)} km north`],
  );
};

const bearingFromOffsets: Generator = (random) => {
  const [east, north] = [random.int(1, 12), random.int(1, 12)];
  const quadrant = random.pick([
    [1, 1],
    [1, -1],
    [-1, -1],
    [-1, 1],
  ] as const);
  const [e, n] = [east * quadrant[0], north * quadrant[1]];
  const b = (degOf(Math.atan2(e, n)) + 360) % 360;
  return { prompt: `B is ${east} km ${e > 0 ? 'east' : 'west'} and ${north} km ${n > 0 ? 'north' : 'south'} of A. Find the bearing of B from A, to the nearest degree.`, steps: [`The angle between the north–south line and AB has tan = ${east} ÷ ${north}, so it is ${decimal(degOf(Math.atan(east / north)), 1)}°.`, `Measured clockwise from north, the bearing is ${decimal(b, 1)}° ≈ ${three(Math.round(b))}.`], answer: three(Math.round(b)) };
};

export const bearings = defineTopic({
  strand: 'geometry',
  name: 'bearings',
  grades: [7, 10],
  keyPoints: (grade) => [
    'A bearing is an angle measured clockwise from north, written with three figures: 045°, 270°.',
    'The bearing back along the same path differs by 180°.',
    grade >= 9 ? 'A journey on a bearing makes a right-angled triangle with the north and east directions: use sin and cos to find how far east and north.' : 'Draw a north line at the starting point before measuring every bearing.',
  ],
  priorKnowledge: ['Angles at a point add to 360°.', 'Compass points.', 'Measuring angles with a protractor.'],
  keywords: ['bearing', 'angle', 'direction', 'clockwise'],
  materials: ['Protractors and rulers', 'Local maps', 'Compasses (magnetic)'],
  activities: ['Orienteering on paper: students plot a route from bearings and distances on a scale map, then swap and give each other the back bearings to return home.'],
  levels: (grade) => (grade <= 8 ? [compassBearing, backBearing, turnBearing, backBearing, compassBearing, turnBearing] : [compassBearing, backBearing, turnBearing, eastNorth, bearingFromOffsets, eastNorth]),
  recall: [compassBearing, turnBearing, backBearing],
});

// ——— The sine rule, the cosine rule and the area of a triangle (Years 10 to 11) ———

const sineRuleSide: Generator = (random) => {
  const [A, B] = [random.int(30, 80), random.int(30, 80)];
  const a = random.int(5, 20);
  const b = (a * Math.sin(rad(B))) / Math.sin(rad(A));
  return withDistractors(
    { prompt: `In triangle ABC, angle A = ${A}°, angle B = ${B}° and side a = ${a} cm. Find side b, to 1 decimal place.`, steps: [`Sine rule: a/sin A = b/sin B.`, `b = ${a} × sin ${B}° ÷ sin ${A}° ≈ ${decimal(b, 1)}.`], answer: `${len(b)} (to 1 d.p.)` },
    [`${len((a * Math.sin(rad(A))) / Math.sin(rad(B)))} (to 1 d.p.)`, `${len((a * B) / A)} (to 1 d.p.)`],
  );
};

const sineRuleAngle: Generator = (random) => {
  const A = random.int(30, 70);
  const a = random.int(8, 20);
  const b = random.int(4, a - 1);
  const B = degOf(Math.asin((b * Math.sin(rad(A))) / a));
  return { prompt: `In triangle ABC, angle A = ${A}°, side a = ${a} cm and side b = ${b} cm. Find angle B (it is acute), to 1 decimal place.`, steps: [`Sine rule: sin B / b = sin A / a, so sin B = ${b} × sin ${A}° ÷ ${a} = ${decimal((b * Math.sin(rad(A))) / a, 4)}…`, `B = sin⁻¹(${decimal((b * Math.sin(rad(A))) / a, 4)}…) ≈ ${decimal(B, 1)}°.`], answer: `${decimal(B, 1)}°` };
};

const cosineRuleSide: Generator = (random) => {
  const [b, c] = [random.int(4, 20), random.int(4, 20)];
  const A = random.int(25, 140);
  const a = Math.sqrt(b * b + c * c - 2 * b * c * Math.cos(rad(A)));
  return withDistractors(
    { prompt: `In triangle ABC, sides b = ${b} cm and c = ${c} cm, and the angle between them, A, is ${A}°. Find side a, to 1 decimal place.`, steps: [`Cosine rule: a² = b² + c² − 2bc cos A.`, `a² = ${b * b} + ${c * c} − 2 × ${b} × ${c} × cos ${A}° = ${decimal(a * a, 3)}…`, `a ≈ ${decimal(a, 1)}.`], answer: `${len(a)} (to 1 d.p.)` },
    [`${len(Math.sqrt(b * b + c * c))} (to 1 d.p.)`, `${len(Math.sqrt(Math.abs(b * b + c * c + 2 * b * c * Math.cos(rad(A)))))} (to 1 d.p.)`],
  );
};

const cosineRuleAngle: Generator = (random) => {
  for (;;) {
    const [a, b, c] = [random.int(4, 15), random.int(4, 15), random.int(4, 15)];
    if (a + b <= c || a + c <= b || b + c <= a) continue;
    const A = degOf(Math.acos((b * b + c * c - a * a) / (2 * b * c)));
    return { prompt: `A triangle has sides a = ${a} cm, b = ${b} cm and c = ${c} cm. Find angle A (opposite side a), to 1 decimal place.`, steps: [`cos A = (b² + c² − a²) ÷ 2bc = (${b * b} + ${c * c} − ${a * a}) ÷ ${2 * b * c} = ${decimal((b * b + c * c - a * a) / (2 * b * c), 4)}…`, `A = cos⁻¹(…) ≈ ${decimal(A, 1)}°.`], answer: `${decimal(A, 1)}°` };
  }
};

const triangleAreaSine: Generator = (random) => {
  const [a, b] = [random.int(4, 20), random.int(4, 20)];
  const C = random.int(20, 150);
  const area = 0.5 * a * b * Math.sin(rad(C));
  return withDistractors(
    { prompt: `Two sides of a triangle are ${a} cm and ${b} cm, and the angle between them is ${C}°. Find the area, to 1 decimal place.`, steps: [`Area = 1/2 ab sin C.`, `1/2 × ${a} × ${b} × sin ${C}° = ${decimal(area, 4)}… ≈ ${decimal(area, 1)}.`], answer: `${decimal(area, 1)} cm² (to 1 d.p.)` },
    [`${decimal(a * b * Math.sin(rad(C)), 1)} cm² (to 1 d.p.)`, `${decimal(0.5 * a * b, 1)} cm² (to 1 d.p.)`],
  );
};

export const nonRightTrigonometry = defineTopic({
  strand: 'geometry',
  name: 'the sine rule, the cosine rule and the area of a triangle',
  grades: [10, 11],
  keyPoints: [
    'Sine rule, for a side and its opposite angle plus one more: a/sin A = b/sin B = c/sin C.',
    'Cosine rule, for two sides and the angle between them, or three sides: a² = b² + c² − 2bc cos A.',
    'The area of any triangle is 1/2 ab sin C, where C is the angle between sides a and b.',
  ],
  priorKnowledge: ['Trigonometry in right-angled triangles.', 'Rearranging formulas.', 'Angles in a triangle add to 180°.'],
  keywords: ['sine', 'cosine', 'triangle', 'formula'],
  materials: TRIANGLE_MATERIALS,
  activities: ['Which rule? Groups sort triangle problems by what is given (two angles and a side, two sides and the angle between, three sides), choose the rule, then solve one of each.'],
  levels: [sineRuleSide, cosineRuleSide, sineRuleAngle, cosineRuleAngle, triangleAreaSine, cosineRuleSide],
  recall: [sideFromAngle, angleFromSides, exactValue],
});

// ——— Trigonometric functions, radians and the unit circle (Years 10 to 12) ———

const RADIANS = [
  [30, 'π/6'],
  [45, 'π/4'],
  [60, 'π/3'],
  [90, 'π/2'],
  [120, '2π/3'],
  [135, '3π/4'],
  [150, '5π/6'],
  [180, 'π'],
  [210, '7π/6'],
  [270, '3π/2'],
  [300, '5π/3'],
  [360, '2π'],
] as const;

const toRadians: Generator = (random) => {
  const [d, r] = random.pick(RADIANS);
  return withDistractors(
    { prompt: `Convert ${d}° to radians, in terms of π.`, steps: [`180° = π radians, so multiply by π/180.`, `${d} × π/180 = ${r}.`], answer: r },
    RADIANS.filter(([x]) => x !== d).slice(0, 3).map(([, x]) => x),
  );
};

const toDegrees: Generator = (random) => {
  const [d, r] = random.pick(RADIANS);
  return { prompt: `Convert ${r} radians to degrees.`, steps: [`π radians = 180°.`, `${r} = ${d}°.`], answer: `${d}°` };
};

const unitCircleValue: Generator = (random) => {
  const cases = [
    ['sin 150°', '1/2', 'second quadrant, where sine is positive; reference angle 30°'],
    ['cos 120°', '−1/2', 'second quadrant, where cosine is negative; reference angle 60°'],
    ['cos 240°', '−1/2', 'third quadrant, where cosine is negative; reference angle 60°'],
    ['sin 210°', '−1/2', 'third quadrant, where sine is negative; reference angle 30°'],
    ['tan 135°', '−1', 'second quadrant, where tangent is negative; reference angle 45°'],
    ['sin 300°', '−√3/2', 'fourth quadrant, where sine is negative; reference angle 60°'],
    ['cos 330°', '√3/2', 'fourth quadrant, where cosine is positive; reference angle 30°'],
    ['tan 225°', '1', 'third quadrant, where tangent is positive; reference angle 45°'],
  ] as const;
  const [expression, value, reason] = random.pick(cases);
  return withDistractors(
    { prompt: `Find the exact value of ${expression}.`, steps: [`On the unit circle the angle is in the ${reason}.`, `${expression} = ${value}.`], answer: value },
    [value.startsWith('−') ? value.slice(1) : `−${value}`, value.includes('√') ? value.replace('√3/2', '1/2') : '√3/2'],
  );
};

const solveSine: Generator = (random) => {
  const cases = [
    ['sin x = 1/2', '30° and 150°', 'sin is positive in the first and second quadrants: x = 30° or 180° − 30°'],
    ['sin x = −1/2', '210° and 330°', 'sin is negative in the third and fourth quadrants: x = 180° + 30° or 360° − 30°'],
    ['cos x = 1/2', '60° and 300°', 'cos is positive in the first and fourth quadrants: x = 60° or 360° − 60°'],
    ['cos x = −√3/2', '150° and 210°', 'cos is negative in the second and third quadrants: x = 180° − 30° or 180° + 30°'],
    ['tan x = 1', '45° and 225°', 'tan repeats every 180°: x = 45° or 45° + 180°'],
    ['sin x = √2/2', '45° and 135°', 'sin is positive in the first and second quadrants: x = 45° or 180° − 45°'],
  ] as const;
  const [equation, answer, reason] = random.pick(cases);
  return withDistractors({ prompt: `Solve ${equation} for 0° ≤ x ≤ 360°.`, steps: [`Find the reference angle from the exact values, then the quadrants where the sign is right.`, `${reason[0]!.toUpperCase()}${reason.slice(1)}.`], answer }, [answer.split(' and ')[0]!, '30° and 330°'].filter((d) => d !== answer));
};

const amplitudePeriod: Generator = (random) => {
  const a = random.int(2, 5);
  const b = random.pick([2, 3, 4, 0.5]);
  const d = random.int(-3, 4);
  const fn = random.pick(['sin', 'cos']);
  const period = 360 / b;
  return withDistractors(
    { prompt: `For y = ${a} ${fn}(${plain(b)}x)${d ? ` ${d > 0 ? '+' : '−'} ${Math.abs(d)}` : ''}, with x in degrees, give the amplitude, the period and the midline.`, steps: [`Amplitude = ${a} (the number multiplying ${fn}).`, `Period = 360° ÷ ${plain(b)} = ${plain(period)}°.`, `Midline: y = ${d < 0 ? `−${-d}` : d}.`], answer: `amplitude ${a}, period ${plain(period)}°, midline y = ${d < 0 ? `−${-d}` : d}` },
    [`amplitude ${a}, period ${plain(360 * b)}°, midline y = ${d < 0 ? `−${-d}` : d}`, `amplitude ${2 * a}, period ${plain(period)}°, midline y = 0`],
  );
};

const identity: Generator = (random) => {
  const [o, a, h] = triple(random);
  return withDistractors(
    { prompt: `θ is an acute angle with sin θ = ${fracText(frac(o, h))}. Use sin²θ + cos²θ = 1 to find cos θ and tan θ.`, steps: [`cos²θ = 1 − (${fracText(frac(o, h))})² = ${fracText(frac(h * h - o * o, h * h))}.`, `θ is acute, so cos θ = ${fracText(frac(a, h))}; tan θ = sin θ ÷ cos θ = ${fracText(frac(o, a))}.`], answer: `cos θ = ${fracText(frac(a, h))}, tan θ = ${fracText(frac(o, a))}` },
    [`cos θ = ${fracText(frac(h - o, h))}, tan θ = ${fracText(frac(o, h - o))}`],
  );
};

const arcRadians: Generator = (random) => {
  const r = random.int(2, 12);
  const theta = random.pick([0.5, 1.2, 1.5, 2, 2.5, 0.8]);
  return withDistractors({ prompt: `An arc of a circle of radius ${r} cm subtends an angle of ${plain(theta)} radians at the centre. How long is the arc?`, steps: [`In radians, arc length = rθ.`, `${r} × ${plain(theta)} = ${plain(r * theta)} cm.`], answer: `${plain(r * theta)} cm` }, [`${plain(theta / r)} cm`, `${plain((r * r * theta) / 2)} cm`]);
};

export const trigFunctions = defineTopic({
  strand: 'functions',
  name: 'trigonometric functions, radians and the unit circle',
  grades: [10, 12],
  keyPoints: [
    'On the unit circle, the point at angle θ from the positive x-axis is (cos θ, sin θ); this defines sine and cosine for every angle.',
    '180° = π radians; an arc of a circle of radius r subtending θ radians has length rθ.',
    'y = a sin(bx) + d has amplitude |a|, period 360°/b (or 2π/b radians) and midline y = d; sin²θ + cos²θ = 1 for every θ.',
  ],
  priorKnowledge: ['Exact trigonometric values.', 'Coordinates in four quadrants.', 'Circumference of a circle.'],
  keywords: ['sine', 'cosine', 'radian', 'function'],
  materials: ['Printed unit circles', 'Graphing software or graphics calculators', 'Scientific calculators'],
  activities: ['Unroll the circle: students mark angles every 30° on a unit circle, read off the heights (sines), and plot them against the angle to build the sine graph point by point.'],
  levels: [toRadians, toDegrees, unitCircleValue, solveSine, amplitudePeriod, identity],
  recall: [exactValue, toRadians, arcRadians],
});
