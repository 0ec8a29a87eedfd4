import { defineTopic, withDistractors, type Generator } from './define.ts';
import { earlyNumberWarmUps } from './early-number.ts';
import { decimal } from './numbers.ts';
import type { Place } from './place.ts';
import type { Random } from './random.ts';
import { capital, counted, listWithAnd, listWithOr, withArticle } from './words.ts';

/**
 * Patterns, shapes and objects, position, direction and turns, grid references, and sorting and counting data, from
 * Foundation to about Year 6. Facts about shapes are the definitions of the shapes (a hexagon has 6 sides); the
 * counting and the reasoning are computed.
 */

// ——— Repeating and growing patterns (Foundation to Year 6) ———

const REPEATING_UNITS: ReadonlyArray<readonly string[]> = [
  ['red', 'blue'],
  ['circle', 'square', 'square'],
  ['clap', 'clap', 'stamp'],
  ['red', 'yellow', 'green'],
  ['big', 'big', 'small'],
  ['cat', 'dog', 'dog'],
  ['star', 'moon'],
  ['triangle', 'circle', 'square'],
];

/** A repeating pattern shown at least twice through, so the part that repeats can be seen. */
function repeating(random: Random, length: number): { unit: readonly string[]; items: string[] } {
  const unit = random.pick(REPEATING_UNITS);
  return { unit, items: Array.from({ length: Math.max(length, 2 * unit.length) }, (_, i) => unit[i % unit.length]!) };
}

const nextInPattern: Generator = (random) => {
  const { unit, items } = repeating(random, random.int(5, 8));
  const answer = unit[items.length % unit.length]!;
  return withDistractors(
    { prompt: `What comes next? ${items.join(', ')}, …`, steps: [`The part that repeats is: ${unit.join(', ')}.`, `The pattern has just shown ${items.at(-1)}, which is item ${((items.length - 1) % unit.length) + 1} of the repeating part, so next is ${answer}.`], answer },
    unit.filter((u) => u !== answer),
  );
};

const repeatingUnit: Generator = (random) => {
  const unit = random.pick(REPEATING_UNITS);
  const shown = Array.from({ length: 3 * unit.length }, (_, i) => unit[i % unit.length]!);
  return { prompt: `What is the part that repeats in this pattern? ${shown.join(', ')}, …`, steps: [`Look for where the pattern starts again: after ${unit.length} items it begins with ${unit[0]} again.`, `The repeating part is: ${unit.join(', ')}.`], answer: unit.join(', ') };
};

const missingInPattern: Generator = (random) => {
  const { unit, items } = repeating(random, random.int(6, 9));
  const gap = random.int(unit.length, items.length - 2);
  return { prompt: `Which item is missing? ${items.map((it, i) => (i === gap ? '□' : it)).join(', ')}`, steps: [`The repeating part is: ${unit.join(', ')}.`, `Position ${gap + 1} is item ${(gap % unit.length) + 1} of the repeating part: ${items[gap]}.`], answer: items[gap]! };
};

const nthInPattern: Generator = (random) => {
  const { unit, items } = repeating(random, 6);
  const n = random.int(9, 20);
  const answer = unit[(n - 1) % unit.length]!;
  return withDistractors(
    {
      prompt: `The pattern ${items.join(', ')}, … keeps going. What is item number ${n}?`,
      steps: [`The repeating part has ${unit.length} items, so items ${unit.length}, ${2 * unit.length}, ${3 * unit.length}, … are all ${unit.at(-1)}.`, `${n} = ${Math.floor((n - 1) / unit.length)} × ${unit.length} + ${((n - 1) % unit.length) + 1}, so item ${n} is item ${((n - 1) % unit.length) + 1} of the repeating part: ${answer}.`],
      answer,
    },
    unit.filter((u) => u !== answer),
  );
};

const growingTowers: Generator = (random, grade) => {
  const step = random.int(2, grade <= 2 ? 3 : 5);
  const first = random.int(1, 5);
  const n = random.int(5, grade <= 2 ? 6 : 12);
  const terms = [0, 1, 2].map((i) => first + i * step);
  const answer = first + (n - 1) * step;
  return withDistractors(
    {
      prompt: `A growing pattern of towers uses ${terms.join(', ')} cubes for towers 1, 2 and 3. Each tower has ${step} more cubes than the one before. How many cubes does tower ${n} use?`,
      steps: [`Tower ${n} is ${n - 1} steps after tower 1, and each step adds ${step}.`, `${first} + ${n - 1} × ${step} = ${first} + ${(n - 1) * step} = ${answer}.`],
      answer: String(answer),
    },
    // Multiplying the tower number by the step, or adding one step too many.
    [String(n * step), String(answer + step)],
  );
};

const decimalSequence: Generator = (random) => {
  const step = random.pick([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.25, 0.75]);
  const places = Number.isInteger(Math.round(step * 100) / 10) ? 1 : 2;
  const start = random.int(1, 20) / 10;
  const terms = Array.from({ length: 6 }, (_, i) => start + i * step);
  return {
    prompt: `Continue the pattern: ${terms.slice(0, 4).map((t) => decimal(t, places)).join(', ')}, … What are the next two numbers?`,
    steps: [`Each number is ${decimal(step, places)} more than the one before.`, `${decimal(terms[3]!, places)} + ${decimal(step, places)} = ${decimal(terms[4]!, places)}; ${decimal(terms[4]!, places)} + ${decimal(step, places)} = ${decimal(terms[5]!, places)}.`],
    answer: `${decimal(terms[4]!, places)}, ${decimal(terms[5]!, places)}`,
  };
};

export const patterns = defineTopic({
  strand: 'algebra',
  name: 'repeating and growing patterns',
  grades: [0, 6],
  keyPoints: (grade) => [
    'A repeating pattern has a part that repeats again and again; find it to say what comes next.',
    grade <= 1 ? 'Say the pattern aloud, clap it or build it to hear and see the repeating part.' : 'A growing pattern changes by the same amount each step; the rule says how it grows.',
    grade >= 3 ? 'To find a term far along, use the rule: start + (step number − 1) × the amount added each time.' : 'Count the items in the repeating part to find which item comes at any place.',
  ],
  priorKnowledge: ['Naming colours and shapes.', 'Counting on in steps.'],
  keywords: (grade) => (grade <= 1 ? ['pattern', 'repeat', 'rule'] : ['pattern', 'repeat', 'rule', 'sequence', 'term']),
  materials: ['Coloured cubes, beads or pattern blocks', 'Percussion or body percussion for sound patterns', 'Mini-whiteboards and pens'],
  activities: ['Pattern makers: each child builds a repeating pattern with cubes and hides one piece; a partner names the repeating part and the missing piece, then extends the pattern by three more.'],
  levels: (grade) => (grade <= 1 ? [nextInPattern, repeatingUnit, missingInPattern, nextInPattern, nthInPattern, missingInPattern] : grade <= 4 ? [nextInPattern, repeatingUnit, nthInPattern, growingTowers, growingTowers, nthInPattern] : [nthInPattern, growingTowers, decimalSequence, growingTowers, decimalSequence, nthInPattern]),
  recall: (grade) => (grade <= 1 ? [nextInPattern, earlyNumberWarmUps.count, earlyNumberWarmUps.nextInCount] : [earlyNumberWarmUps.nextInCount, nextInPattern, earlyNumberWarmUps.addTwo]),
});

// ——— 2D shapes and their properties (Foundation to Year 7) ———

interface Flat {
  name: string;
  sides: number;
  /** Lines of symmetry when regular, or of the usual shape. */
  symmetry: number;
}

const POLYGONS: readonly Flat[] = [
  { name: 'triangle', sides: 3, symmetry: 3 },
  { name: 'rectangle', sides: 4, symmetry: 2 },
  { name: 'square', sides: 4, symmetry: 4 },
  { name: 'pentagon', sides: 5, symmetry: 5 },
  { name: 'hexagon', sides: 6, symmetry: 6 },
  { name: 'heptagon', sides: 7, symmetry: 7 },
  { name: 'octagon', sides: 8, symmetry: 8 },
  { name: 'decagon', sides: 10, symmetry: 10 },
];
const youngPolygons = (grade: number) => POLYGONS.filter((p) => (grade <= 0 ? p.sides <= 6 : grade <= 2 ? p.sides <= 8 && p.sides !== 7 : true));

const sidesAndCorners: Generator = (random, grade) => {
  const shape = random.pick(youngPolygons(grade));
  return withDistractors(
    { prompt: `How many sides and how many corners (vertices) does ${withArticle(shape.name)} have?`, steps: [`Count the straight sides of ${withArticle(shape.name)}: ${shape.sides}.`, `Each corner is where two sides meet, so there are as many corners as sides: ${shape.sides}.`], answer: `${shape.sides} sides and ${shape.sides} corners` },
    [`${shape.sides} sides and ${shape.sides + 1} corners`, `${shape.sides + 1} sides and ${shape.sides + 1} corners`],
  );
};

const nameFromSides: Generator = (random, grade) => {
  // A square and a rectangle both have 4 sides, so a side count alone names neither.
  const options = youngPolygons(grade).filter((p) => p.sides !== 4);
  const shape = random.pick(options);
  return withDistractors(
    { prompt: `I am a flat shape with ${shape.sides} straight sides and ${shape.sides} corners. What shape am I?`, steps: [`A flat shape with ${shape.sides} straight sides is ${withArticle(shape.name)}.`], answer: withArticle(shape.name) },
    options.filter((p) => p.name !== shape.name).slice(0, 3).map((p) => withArticle(p.name)),
  );
};

const totalSides: Generator = (random, grade) => {
  const shapes = random.shuffle(youngPolygons(grade)).slice(0, 2);
  const counts = shapes.map(() => random.int(2, 4));
  const total = shapes.reduce((s, p, i) => s + p.sides * counts[i]!, 0);
  return {
    prompt: `How many sides do ${listWithAnd(shapes.map((p, i) => counted(counts[i]!, p.name)))} have altogether?`,
    steps: [...shapes.map((p, i) => `${counts[i]} × ${p.sides} = ${counts[i]! * p.sides} sides on the ${p.name}s.`), `${shapes.map((p, i) => counts[i]! * p.sides).join(' + ')} = ${total}.`],
    answer: String(total),
  };
};

const noStraightSides: Generator = (random) => {
  const others = random.shuffle(['triangle', 'square', 'rectangle', 'hexagon']).slice(0, 3);
  return withDistractors(
    { prompt: `Which of these shapes has no straight sides and no corners: ${listWithAnd(random.shuffle([...others, 'circle']))}?`, steps: ['A circle is one curved line, so it has no straight sides and no corners.'], answer: 'circle' },
    others,
  );
};

const triangleType: Generator = (random, grade) => {
  const bySides = grade < 5 || random.int(0, 1) === 0;
  if (bySides) {
    const kind = random.pick(['equilateral', 'isosceles', 'scalene'] as const);
    const a = random.int(4, 12);
    const b = kind === 'equilateral' ? a : kind === 'isosceles' ? random.pick([a - 2, a + 3]) : a + 2;
    const c = kind === 'scalene' ? a + 5 : a;
    const sides = random.shuffle([a, b, c]);
    return withDistractors(
      { prompt: `A triangle has sides of ${sides.join(' cm, ').replace(/, (\d+)$/, ' and $1')} cm. Is it equilateral, isosceles or scalene?`, steps: [kind === 'equilateral' ? 'All three sides are equal.' : kind === 'isosceles' ? 'Exactly two sides are equal.' : 'No two sides are equal.', `So it is ${kind}.`], answer: kind },
      ['equilateral', 'isosceles', 'scalene'].filter((k) => k !== kind),
    );
  }
  const kind = random.pick(['right-angled', 'acute-angled', 'obtuse-angled'] as const);
  const big = kind === 'right-angled' ? 90 : kind === 'obtuse-angled' ? random.int(95, 140) : random.int(62, 85);
  const a = random.int(kind === 'acute-angled' ? 180 - 2 * big + 1 : 20, Math.min(big - 1, 180 - big - 20));
  const angles = random.shuffle([big, a, 180 - big - a]);
  return withDistractors(
    { prompt: `A triangle has angles of ${angles.join('°, ').replace(/, (\d+)$/, ' and $1')}°. Is it right-angled, acute-angled or obtuse-angled?`, steps: [`The largest angle is ${big}°.`, big === 90 ? 'One angle is exactly 90°, so it is right-angled.' : big > 90 ? 'One angle is more than 90°, so it is obtuse-angled.' : 'All three angles are less than 90°, so it is acute-angled.'], answer: kind },
    ['right-angled', 'acute-angled', 'obtuse-angled'].filter((k) => k !== kind),
  );
};

function quadrilaterals(place: Place) {
  const trapezium = place.country === 'us' ? 'trapezoid' : 'trapezium';
  return [
    { name: 'square', clue: '4 equal sides and 4 right angles' },
    { name: 'rectangle', clue: '4 right angles, with opposite sides equal but not all 4 sides equal' },
    { name: 'rhombus', clue: '4 equal sides but no right angles' },
    { name: 'parallelogram', clue: '2 pairs of parallel sides, no right angles, and not all sides equal' },
    { name: trapezium, clue: 'exactly one pair of parallel sides' },
    { name: 'kite', clue: '2 pairs of equal sides next to each other, and no parallel sides' },
  ];
}

const nameQuadrilateral: Generator = (random, _grade, place) => {
  const all = quadrilaterals(place);
  const shape = random.pick(all);
  return withDistractors(
    { prompt: `A quadrilateral has ${shape.clue}. What is it called?`, steps: [`A four-sided shape with ${shape.clue} is a ${shape.name}.`], answer: `a ${shape.name}` },
    all.filter((q) => q.name !== shape.name).slice(0, 3).map((q) => `a ${q.name}`),
  );
};

const symmetryLines: Generator = (random, grade) => {
  const shapes = [
    ...POLYGONS.filter((p) => p.sides !== 4).map((p) => ({ name: `regular ${p.name}`, lines: p.symmetry })),
    { name: 'square', lines: 4 },
    { name: 'rectangle that is not a square', lines: 2 },
    { name: 'rhombus that is not a square', lines: 2 },
    { name: 'parallelogram with no right angles and unequal sides', lines: 0 },
    { name: 'isosceles triangle that is not equilateral', lines: 1 },
    { name: 'kite', lines: 1 },
  ].filter((s) => grade >= 4 || /square|rectangle|regular (triangle|pentagon|hexagon)/.test(s.name));
  const shape = random.pick(shapes);
  return withDistractors(
    { prompt: `How many lines of symmetry does ${withArticle(shape.name)} have?`, steps: [`A line of symmetry folds the shape onto itself exactly.`, shape.name.startsWith('regular') ? `A regular shape has one line of symmetry for each side: ${shape.lines}.` : `Fold lines that work: ${shape.lines}.`], answer: String(shape.lines) },
    [String(shape.lines + 2), String(shape.lines === 0 ? 2 : shape.lines * 2)],
  );
};

const rotationalOrder: Generator = (random) => {
  const shapes = [
    ...POLYGONS.filter((p) => p.name !== 'rectangle').map((p) => ({ name: `regular ${p.name.replace('square', 'quadrilateral (square)')}`, order: p.sides })),
    { name: 'rectangle that is not a square', order: 2 },
    { name: 'parallelogram', order: 2 },
    { name: 'kite', order: 1 },
  ];
  const shape = random.pick(shapes);
  return withDistractors(
    { prompt: `What is the order of rotational symmetry of ${withArticle(shape.name)}?`, steps: [`Count how many times the shape fits onto itself in one full turn.`, `${capital(withArticle(shape.name))} fits ${counted(shape.order, 'time')}, so the order is ${shape.order}.`], answer: String(shape.order) },
    [String(shape.order + 1), String(shape.order * 2)],
  );
};

const regularOrNot: Generator = (random) => {
  const shape = random.pick(POLYGONS.filter((p) => p.sides >= 5));
  const regular = random.int(0, 1) === 1;
  const s = random.int(3, 9);
  const sides = Array.from({ length: shape.sides }, (_, i) => (!regular && i === shape.sides - 1 ? s + 2 : s));
  return withDistractors(
    { prompt: `${capital(withArticle(shape.name))} has sides of ${sides.join(', ')} cm${regular ? ', and all its angles are equal' : ''}. Is it a regular ${shape.name}?`, steps: regular ? ['All its sides are equal and all its angles are equal.', 'So it is regular.'] : [`One side is ${s + 2} cm and the others are ${s} cm: the sides are not all equal.`, 'So it is irregular.'], answer: regular ? 'Yes' : 'No' },
    [regular ? 'No' : 'Yes'],
  );
};

export const shapes2D = defineTopic({
  strand: 'geometry',
  name: '2D shapes and their properties',
  grades: [0, 7],
  keyPoints: (grade) => [
    'A polygon is named by its number of straight sides: triangle 3, quadrilateral 4, pentagon 5, hexagon 6, octagon 8.',
    grade <= 2 ? 'Turning or resizing a shape does not change its name; count its sides and corners.' : 'Shapes are sorted by their properties: equal sides, right angles, parallel sides and lines of symmetry.',
    grade >= 4 ? 'A regular polygon has all sides equal and all angles equal; it has as many lines of symmetry as sides.' : 'A corner (vertex) is where two sides meet.',
  ],
  priorKnowledge: ['Counting to 10.', 'Naming circles, triangles and squares.'],
  keywords: (grade) => (grade <= 2 ? ['shape', 'side', 'vertex', 'triangle', 'square'] : ['polygon', 'vertex', 'quadrilateral', 'parallel', 'line of symmetry']),
  materials: ['Pattern blocks and cut-out shapes', 'Geoboards and bands', 'Mirrors for symmetry', 'Mini-whiteboards and pens'],
  activities: ['Shape sort: groups sort a set of cut-out shapes two ways (by number of sides, then by a property such as right angles or symmetry), and explain their rule for another group to guess.'],
  levels: (grade) => (grade <= 0 ? [sidesAndCorners, nameFromSides, noStraightSides, sidesAndCorners, nameFromSides, totalSides] : grade <= 2 ? [sidesAndCorners, nameFromSides, totalSides, noStraightSides, symmetryLines, totalSides] : grade <= 4 ? [nameFromSides, triangleType, nameQuadrilateral, symmetryLines, regularOrNot, triangleType] : [triangleType, nameQuadrilateral, symmetryLines, rotationalOrder, regularOrNot, triangleType]),
  recall: (grade) => (grade <= 2 ? [earlyNumberWarmUps.count, sidesAndCorners, earlyNumberWarmUps.addTwo] : [sidesAndCorners, nameFromSides, symmetryLines]),
});

// ——— 3D objects: faces, edges and vertices (Foundation to Year 8) ———

interface Solid {
  name: string;
  faces: number;
  edges: number;
  vertices: number;
  faceShapes: string;
}

const SOLIDS: readonly Solid[] = [
  { name: 'cube', faces: 6, edges: 12, vertices: 8, faceShapes: '6 squares' },
  { name: 'cuboid (rectangular prism)', faces: 6, edges: 12, vertices: 8, faceShapes: '6 rectangles' },
  { name: 'triangular prism', faces: 5, edges: 9, vertices: 6, faceShapes: '2 triangles and 3 rectangles' },
  { name: 'square-based pyramid', faces: 5, edges: 8, vertices: 5, faceShapes: '1 square and 4 triangles' },
  { name: 'triangular pyramid (tetrahedron)', faces: 4, edges: 6, vertices: 4, faceShapes: '4 triangles' },
  { name: 'pentagonal prism', faces: 7, edges: 15, vertices: 10, faceShapes: '2 pentagons and 5 rectangles' },
  { name: 'hexagonal prism', faces: 8, edges: 18, vertices: 12, faceShapes: '2 hexagons and 6 rectangles' },
];
const BASES = [
  ['triangle', 3],
  ['square', 4],
  ['pentagon', 5],
  ['hexagon', 6],
  ['octagon', 8],
] as const;

const facesOf: Generator = (random, grade) => {
  const solid = random.pick(SOLIDS.slice(0, grade <= 1 ? 4 : SOLIDS.length));
  return withDistractors(
    { prompt: `How many flat faces does ${withArticle(solid.name)} have?`, steps: [`Its faces are ${solid.faceShapes}.`, `That is ${solid.faces} faces.`], answer: String(solid.faces) },
    [String(solid.vertices), String(solid.edges)],
  );
};

const faceShapes: Generator = (random) => {
  const solid = random.pick(SOLIDS.slice(0, 5));
  return { prompt: `What 2D shapes make the faces of ${withArticle(solid.name)}?`, steps: [`Look at each flat face and name its shape.`, `${capital(withArticle(solid.name))} has ${solid.faceShapes}.`], answer: solid.faceShapes };
};

const edgesAndVertices: Generator = (random) => {
  const solid = random.pick(SOLIDS);
  return withDistractors(
    { prompt: `How many edges and how many vertices does ${withArticle(solid.name)} have?`, steps: [`An edge is where two faces meet; a vertex is a corner where edges meet.`, `${capital(withArticle(solid.name))} has ${solid.edges} edges and ${solid.vertices} vertices.`], answer: `${solid.edges} edges and ${solid.vertices} vertices` },
    [`${solid.vertices} edges and ${solid.edges} vertices`, `${solid.faces} edges and ${solid.vertices} vertices`],
  );
};

const prismCounts: Generator = (random) => {
  const [base, n] = random.pick(BASES);
  return withDistractors(
    {
      prompt: `A prism has ${withArticle(base)} at each end. How many faces, edges and vertices does it have?`,
      steps: [`Faces: 2 ${base}s and ${n} rectangles, so ${n + 2}.`, `Edges: ${n} on each ${base} and ${n} joining them, so ${3 * n}.`, `Vertices: ${n} on each ${base}, so ${2 * n}.`],
      answer: `${n + 2} faces, ${3 * n} edges and ${2 * n} vertices`,
    },
    [`${n + 2} faces, ${2 * n} edges and ${3 * n} vertices`, `${n} faces, ${3 * n} edges and ${2 * n} vertices`],
  );
};

const pyramidCounts: Generator = (random) => {
  const [base, n] = random.pick(BASES);
  return {
    prompt: `A pyramid has ${withArticle(base)} as its base. How many faces, edges and vertices does it have?`,
    steps: [`Faces: the ${base} and ${n} triangles, so ${n + 1}.`, `Edges: ${n} around the base and ${n} up to the top, so ${2 * n}.`, `Vertices: ${n} on the base and 1 at the top, so ${n + 1}.`],
    answer: `${n + 1} faces, ${2 * n} edges and ${n + 1} vertices`,
  };
};

const euler: Generator = (random) => {
  const solid = random.pick(SOLIDS);
  const ask = random.pick(['edges', 'faces', 'vertices'] as const);
  const given = ask === 'edges' ? `${solid.faces} faces and ${solid.vertices} vertices` : ask === 'faces' ? `${solid.vertices} vertices and ${solid.edges} edges` : `${solid.faces} faces and ${solid.edges} edges`;
  const answer = solid[ask];
  return {
    prompt: `A polyhedron has ${given}. Use Euler’s rule, F + V − E = 2, to find how many ${ask} it has.`,
    steps: ask === 'edges' ? [`${solid.faces} + ${solid.vertices} − E = 2.`, `E = ${solid.faces + solid.vertices} − 2 = ${answer}.`] : ask === 'faces' ? [`F + ${solid.vertices} − ${solid.edges} = 2.`, `F = 2 + ${solid.edges} − ${solid.vertices} = ${answer}.`] : [`${solid.faces} + V − ${solid.edges} = 2.`, `V = 2 + ${solid.edges} − ${solid.faces} = ${answer}.`],
    answer: String(answer),
  };
};

const netOf: Generator = (random) => {
  const nets = [
    ['6 squares', 'a cube'],
    ['2 triangles and 3 rectangles', 'a triangular prism'],
    ['1 square and 4 triangles', 'a square-based pyramid'],
    ['4 triangles', 'a triangular pyramid (tetrahedron)'],
    ['2 circles and 1 rectangle', 'a cylinder'],
    ['2 hexagons and 6 rectangles', 'a hexagonal prism'],
  ] as const;
  const [faces, solid] = random.pick(nets);
  return withDistractors(
    { prompt: `A net is made of ${faces}. What 3D object does it fold into?`, steps: [`Match the faces: ${faces} are the faces of ${solid}.`], answer: solid },
    nets.filter(([, s]) => s !== solid).slice(0, 3).map(([, s]) => s),
  );
};

const curvedSolids: Generator = (random) => {
  const solids = [
    ['cylinder', '2 flat circular faces and 1 curved surface'],
    ['cone', '1 flat circular face, 1 curved surface and 1 vertex (the point)'],
    ['sphere', '1 curved surface and no flat faces, edges or vertices'],
  ] as const;
  const [name, description] = random.pick(solids);
  return { prompt: `Describe the faces and surfaces of ${withArticle(name)}.`, steps: [`Look for flat faces, curved surfaces and points.`, `${capital(withArticle(name))} has ${description}.`], answer: description };
};

/** Familiar things and the 3D object each is shaped like, for naming objects in the early years. */
const EVERYDAY_SOLIDS = [
  ['a ball', 'sphere'],
  ['a tin of beans', 'cylinder'],
  ['a building block', 'cube'],
  ['an ice-cream cone', 'cone'],
  ['a cereal box', 'cuboid'],
  ['an orange', 'sphere'],
  ['a party hat', 'cone'],
  ['a glue stick', 'cylinder'],
] as const;
const SOLID_NAMES = ['sphere', 'cylinder', 'cube', 'cone', 'cuboid'] as const;
const LOOKS: Record<(typeof SOLID_NAMES)[number], string> = {
  sphere: 'it is round all over and rolls any way',
  cylinder: 'it is round like a tube, with a circle at each end',
  cone: 'it is round at one end and comes to a point at the other',
  cube: 'it has 6 flat faces, all squares of the same size',
  cuboid: 'it has 6 flat faces, and they are rectangles',
};

/** Foundation and Year 1 name the objects around them before they count faces, edges and vertices. */
const nameSolid: Generator = (random) => {
  const [thing, solid] = random.pick(EVERYDAY_SOLIDS);
  const choices = random.shuffle([solid, ...random.shuffle(SOLID_NAMES.filter((n) => n !== solid)).slice(0, 2)]);
  return withDistractors(
    {
      prompt: `Which 3D object is ${thing} shaped like: ${listWithOr(choices.map((c) => withArticle(c)))}?`,
      steps: [`Look at its shape: ${LOOKS[solid]}.`, `${capital(thing)} is shaped like ${withArticle(solid)}.`],
      answer: withArticle(solid),
    },
    choices.filter((c) => c !== solid).map((c) => withArticle(c)),
  );
};

export const shapes3D = defineTopic({
  strand: 'geometry',
  name: '3D objects: faces, edges and vertices',
  grades: [0, 8],
  keyPoints: (grade) => [
    'A face is a flat surface; an edge is where two faces meet; a vertex is a corner where edges meet.',
    grade <= 2 ? 'Some objects have curved surfaces (a sphere, a cylinder, a cone) and can roll.' : 'A prism has the same shape at both ends joined by rectangles; a pyramid has a base and triangles that meet at a point.',
    grade >= 6 ? 'For any polyhedron, faces + vertices − edges = 2 (Euler’s rule).' : grade <= 1 ? 'Many things around us have the shape of a 3D object: a ball is a sphere, a tin is a cylinder, a box is a cuboid.' : 'A net is a flat shape that folds up to make a 3D object.',
  ],
  priorKnowledge: ['Names and sides of 2D shapes.', 'Counting carefully without counting twice.'],
  keywords: (grade) => (grade <= 2 ? ['face', 'edge', 'vertex', 'cube'] : ['face', 'edge', 'vertex', 'prism', 'pyramid', 'net']),
  materials: ['A set of 3D solids (cubes, prisms, pyramids, cylinders, cones, spheres)', 'Nets to cut and fold', 'Straws and connectors or clay and sticks to build skeletons'],
  activities: ['Build and count: groups build a prism and a pyramid from straws and connectors, count the faces, edges and vertices, and record them in a class table to look for a pattern.'],
  levels: (grade) => (grade <= 1 ? [nameSolid, facesOf, nameSolid, curvedSolids, faceShapes, facesOf] : grade <= 2 ? [facesOf, faceShapes, curvedSolids, facesOf, edgesAndVertices, faceShapes] : grade <= 5 ? [facesOf, edgesAndVertices, netOf, prismCounts, pyramidCounts, netOf] : [edgesAndVertices, prismCounts, pyramidCounts, netOf, euler, euler]),
  recall: (grade) => (grade <= 2 ? [earlyNumberWarmUps.count, facesOf, faceShapes] : [sidesAndCorners, facesOf, edgesAndVertices]),
});

// ——— Position, direction and turns (Foundation to Year 5) ———

const COMPASS = ['north', 'east', 'south', 'west'] as const;
const COMPASS8 = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const;
const TURNS = [
  ['quarter turn', 1],
  ['half turn', 2],
  ['three-quarter turn', 3],
  ['whole turn', 4],
] as const;

const faceAfterTurn: Generator = (random) => {
  const start = random.int(0, 3);
  const [turn, quarters] = random.pick(TURNS);
  const clockwise = random.int(0, 1) === 1;
  const end = (start + (clockwise ? quarters : 4 - quarters)) % 4;
  return withDistractors(
    { prompt: `You face ${COMPASS[start]} and make a ${turn} ${clockwise ? 'clockwise' : 'anticlockwise'}. Which way do you face now?`, steps: [`A ${turn} is ${counted(quarters, 'quarter turn')}.`, `Going ${clockwise ? 'clockwise' : 'anticlockwise'} from ${COMPASS[start]}: ${Array.from({ length: quarters }, (_, i) => COMPASS[(start + (clockwise ? i + 1 : 3 * (i + 1))) % 4]).join(', ')}.`, `You face ${COMPASS[end]}.`], answer: COMPASS[end]! },
    [COMPASS[(start + (clockwise ? 4 - quarters : quarters)) % 4]!, COMPASS[(end + 2) % 4]!],
  );
};

const quarterTurns: Generator = (random, grade) => {
  // “How many quarter turns make a quarter turn?” asks nothing.
  const [turn, quarters] = random.pick(grade >= 3 ? TURNS : TURNS.filter(([, q]) => q > 1));
  if (grade >= 3) {
    return withDistractors({ prompt: `How many degrees are there in a ${turn}?`, steps: [`A whole turn is 360°, and a quarter turn is 90° (one right angle).`, `A ${turn} is ${quarters} × 90° = ${quarters * 90}°.`], answer: `${quarters * 90}°` }, [`${quarters * 100}°`, `${quarters * 45}°`]);
  }
  return withDistractors({ prompt: `How many quarter turns make a ${turn}?`, steps: [`4 quarter turns make a whole turn; 2 make a half turn.`, `A ${turn} is ${counted(quarters, 'quarter turn')}.`], answer: String(quarters) }, [String(quarters + 1), String(quarters * 2)]);
};

const positionInRow: Generator = (random) => {
  const animals = random.shuffle(['cat', 'dog', 'rabbit', 'duck', 'frog']).slice(0, 3);
  const ask = random.pick(['in the middle', 'on the left', 'on the right'] as const);
  const answer = ask === 'in the middle' ? animals[1]! : ask === 'on the left' ? animals[0]! : animals[2]!;
  return withDistractors(
    { prompt: `Three toys sit in a row. The ${animals[0]} is on the left of the ${animals[1]}, and the ${animals[2]} is on the right of the ${animals[1]}. Which toy is ${ask}?`, steps: [`From left to right the row is: ${animals.join(', ')}.`, `The toy ${ask} is the ${answer}.`], answer: `the ${answer}` },
    animals.filter((a) => a !== answer).map((a) => `the ${a}`),
  );
};

const clockTurn: Generator = (random) => {
  const from = random.int(1, 12);
  const steps = random.pick([3, 6, 9]);
  const to = ((from + steps - 1) % 12) + 1;
  const [turn] = TURNS[steps / 3 - 1]!;
  return withDistractors(
    { prompt: `The minute hand of a clock moves clockwise from ${from} to ${to}. What fraction of a turn is that?`, steps: [`A whole turn is 12 numbers; a quarter turn is 3 numbers.`, `From ${from} to ${to} is ${steps} numbers: a ${turn}.`], answer: `a ${turn}` },
    TURNS.filter(([t]) => t !== turn).slice(0, 2).map(([t]) => `a ${t}`),
  );
};

const eightPoint: Generator = (random) => {
  const start = random.int(0, 7);
  const degrees = random.pick([45, 90, 135, 180, 270]);
  const clockwise = random.int(0, 1) === 1;
  const end = (start + (clockwise ? degrees / 45 : 8 - degrees / 45)) % 8;
  return withDistractors(
    { prompt: `You face ${COMPASS8[start]} and turn ${degrees}° ${clockwise ? 'clockwise' : 'anticlockwise'}. Which direction do you face now?`, steps: [`Each step round the eight compass points is 45°; ${degrees}° is ${degrees / 45} ${degrees === 45 ? 'step' : 'steps'}.`, `Going ${clockwise ? 'clockwise' : 'anticlockwise'} from ${COMPASS8[start]} you face ${COMPASS8[end]}.`], answer: COMPASS8[end]! },
    [COMPASS8[(start + (clockwise ? 8 - degrees / 45 : degrees / 45)) % 8]!, COMPASS8[(end + 1) % 8]!],
  );
};

export const turnsAndDirections = defineTopic({
  strand: 'geometry',
  name: 'position, direction and turns',
  grades: [0, 5],
  keyPoints: (grade) => [
    grade <= 1 ? 'Words such as left, right, in front of, behind, above and below tell where something is.' : 'North, east, south and west are a quarter turn apart, going clockwise.',
    'A quarter turn is one right angle; two quarter turns make a half turn and four make a whole turn.',
    grade >= 3 ? 'A whole turn is 360°, a half turn 180° and a quarter turn 90°.' : 'Clockwise is the way the hands of a clock turn; anticlockwise is the other way.',
  ],
  priorKnowledge: ['Left and right.', 'Counting to 12 on a clock face.'],
  keywords: (grade) => (grade <= 1 ? ['position', 'direction', 'turn'] : ['position', 'direction', 'turn', 'clockwise', 'right angle']),
  materials: ['A compass or N, E, S, W signs on the classroom walls', 'Teaching clock', 'Programmable floor robots or arrow cards'],
  activities: ['Robot walk: one child gives directions and turns (“forward 3 steps, quarter turn clockwise”) to move a partner or floor robot to a hidden object; the class records the route with arrows.'],
  levels: (grade) => (grade <= 1 ? [positionInRow, quarterTurns, positionInRow, faceAfterTurn, clockTurn, quarterTurns] : grade <= 3 ? [faceAfterTurn, quarterTurns, clockTurn, faceAfterTurn, quarterTurns, clockTurn] : [faceAfterTurn, quarterTurns, eightPoint, clockTurn, eightPoint, faceAfterTurn]),
  recall: [earlyNumberWarmUps.nextInCount, quarterTurns, positionInRow],
});

// ——— Grid references, maps and position (Years 1 to 6) ———

const COLUMNS = 'ABCDEFGH';
const square = (column: number, row: number) => `${COLUMNS[column]}${row}`;

const moveOnGrid: Generator = (random) => {
  const column = random.int(0, 4);
  const row = random.int(1, 5);
  // A move in both directions: “0 squares to the right” asks nothing.
  const right = random.int(1, 7 - column);
  const up = random.int(1, 8 - row);
  const place = random.pick(['park', 'library', 'pool', 'school', 'shop']);
  return withDistractors(
    {
      prompt: `On a map grid the columns are lettered A to H from left to right and the rows are numbered 1 to 8 from the bottom. The ${place} is in square ${square(column, row)}. Which square is ${right} ${right === 1 ? 'square' : 'squares'} to the right and ${up} ${up === 1 ? 'square' : 'squares'} up from it?`,
      steps: [`Right changes the letter: ${COLUMNS[column]} moves ${right} along to ${COLUMNS[column + right]}.`, `Up changes the number: ${row} + ${up} = ${row + up}.`, `The square is ${square(column + right, row + up)}.`],
      answer: square(column + right, row + up),
    },
    // Moving the letter and the number the wrong way round.
    [`${COLUMNS[Math.min(7, column + up)]}${Math.min(8, row + right)}`, square(column + right, Math.max(1, row - up))],
  );
};

const routeBetween: Generator = (random) => {
  const from = [random.int(0, 3), random.int(1, 4)] as const;
  const to = [random.int(from[0] + 1, 7), random.int(from[1] + 1, 8)] as const;
  const right = to[0] - from[0];
  const up = to[1] - from[1];
  return {
    prompt: `On a grid with columns A to H and rows 1 to 8, how many squares right and how many squares up is it from ${square(...from)} to ${square(...to)}?`,
    steps: [`Letters: from ${COLUMNS[from[0]]} to ${COLUMNS[to[0]]} is ${right} to the right.`, `Numbers: from ${from[1]} to ${to[1]} is ${up} up.`],
    answer: `${right} right and ${up} up`,
  };
};

const pathLength: Generator = (random) => {
  const a = [random.int(0, 3), random.int(1, 4)] as const;
  const b = [random.int(a[0] + 1, 7), a[1]] as const;
  const c = [b[0], random.int(a[1] + 1, 8)] as const;
  const total = b[0] - a[0] + (c[1] - b[1]);
  return { prompt: `A robot moves along grid lines from ${square(...a)} to ${square(...b)}, then from ${square(...b)} to ${square(...c)}. How many squares does it move altogether?`, steps: [`${square(...a)} to ${square(...b)}: ${b[0] - a[0]} squares.`, `${square(...b)} to ${square(...c)}: ${c[1] - b[1]} squares.`, `${b[0] - a[0]} + ${c[1] - b[1]} = ${total}.`], answer: String(total) };
};

const mapScale: Generator = (random, grade) => {
  // Young classes count in 2s, 5s and 10s; older ones multiply by 50, 100 and 500.
  const scale = random.pick(grade <= 2 ? [2, 5, 10] : [10, 50, 100, 500]);
  const cm = random.int(2, 9);
  return withDistractors(
    { prompt: `On a map, 1 cm stands for ${scale} m. Two places are ${cm} cm apart on the map. How far apart are they really?`, steps: [`Each centimetre is ${scale} m.`, `${cm} × ${scale} = ${cm * scale} m.`], answer: `${cm * scale} m` },
    [`${cm + scale} m`, `${cm * scale * 10} m`],
  );
};

export const gridReferences = defineTopic({
  strand: 'geometry',
  name: 'grid references and maps',
  grades: [1, 6],
  keyPoints: ['A grid reference names a square by its column letter and its row number, such as C4.', 'Moving right or left changes the letter; moving up or down changes the number.', 'A map scale says how far 1 cm on the map is in real life.'],
  priorKnowledge: ['Left, right, up and down.', 'The order of the letters A to H.'],
  keywords: ['grid map', 'position', 'direction', 'scale'],
  materials: ['Grid maps of the school or local area', 'Squared paper', 'Counters to move on the grid'],
  activities: ['Treasure hunt: one partner hides “treasure” in a square of a grid map and gives directions (“3 right, 2 up from B1”); the other follows them and names the square.'],
  levels: [moveOnGrid, routeBetween, pathLength, moveOnGrid, mapScale, routeBetween],
  recall: [earlyNumberWarmUps.addTwo, earlyNumberWarmUps.subtractTwo, moveOnGrid],
});

// ——— Sorting and counting data (Foundation to Year 2) ———

const FRUITS = ['apples', 'bananas', 'oranges', 'pears', 'grapes'] as const;

function votes(random: Random, grade: number): { fruits: string[]; counts: number[] } {
  const fruits = random.shuffle(FRUITS).slice(0, 3);
  for (;;) {
    const counts = fruits.map(() => random.int(1, grade <= 0 ? 8 : 15));
    if (new Set(counts).size === 3) return { fruits, counts };
  }
}
const voteText = (fruits: string[], counts: number[]) => `Children voted for their favourite fruit: ${listWithAnd(fruits.map((f, i) => `${counts[i]} chose ${f}`))}.`;

const mostVotes: Generator = (random, grade) => {
  const { fruits, counts } = votes(random, grade);
  const top = Math.max(...counts);
  const answer = fruits[counts.indexOf(top)]!;
  return withDistractors({ prompt: `${voteText(fruits, counts)} Which fruit got the most votes?`, steps: [`The biggest number is ${top}.`, `${top} children chose ${answer}.`], answer }, fruits.filter((f) => f !== answer));
};

const howManyMore: Generator = (random, grade) => {
  const { fruits, counts } = votes(random, grade);
  const [i, j] = counts[0]! > counts[1]! ? [0, 1] : [1, 0];
  return withDistractors(
    { prompt: `${voteText(fruits, counts)} How many more children chose ${fruits[i]} than ${fruits[j]}?`, steps: [`${fruits[i]}: ${counts[i]}; ${fruits[j]}: ${counts[j]}.`, `${counts[i]} − ${counts[j]} = ${counts[i]! - counts[j]!}.`], answer: String(counts[i]! - counts[j]!) },
    [String(counts[i]! + counts[j]!), String(counts[i])],
  );
};

const totalVotes: Generator = (random, grade) => {
  const { fruits, counts } = votes(random, grade);
  const total = counts.reduce((s, c) => s + c, 0);
  return { prompt: `${voteText(fruits, counts)} How many children voted altogether?`, steps: [`Add all the votes: ${counts.join(' + ')} = ${total}.`], answer: String(total) };
};

const readTally: Generator = (random) => {
  const fives = random.int(0, 3);
  const ones = random.int(1, 4);
  return withDistractors(
    { prompt: `A tally shows ${fives ? `${counted(fives, 'bundle')} of five (four marks crossed by a fifth) and ` : ''}${counted(ones, fives ? 'more mark' : 'mark')}. What number does it show?`, steps: [fives ? `Count the bundles in fives: ${Array.from({ length: fives }, (_, i) => (i + 1) * 5).join(', ')}.` : 'There are no bundles of five.', `Count on the single marks: ${5 * fives + ones}.`], answer: String(5 * fives + ones) },
    [String(4 * fives + ones), String(fives + ones)],
  );
};

const yesNo: Generator = (random, grade) => {
  const total = random.int(8, grade <= 0 ? 12 : 28);
  const yes = random.int(2, total - 2);
  const question = random.pick(['Do you have a pet?', 'Did you walk to school today?', 'Do you like rain?']);
  return { prompt: `${total} children answered the question “${question}” with yes or no. ${yes} said yes. How many said no?`, steps: [`Everyone said yes or no, so yes + no = ${total}.`, `${total} − ${yes} = ${total - yes}.`], answer: String(total - yes) };
};

const pictureGraph: Generator = (random) => {
  const each = random.pick([2, 5, 10]);
  const pictures = random.int(2, 7);
  const sport = random.pick(['football', 'swimming', 'netball', 'basketball', 'tennis']);
  return withDistractors(
    { prompt: `In a picture graph, each ☺ stands for ${each} children. The row for ${sport} has ${counted(pictures, 'picture')}. How many children chose ${sport}?`, steps: [`Count in ${each}s for each picture: ${Array.from({ length: pictures }, (_, i) => (i + 1) * each).join(', ')}.`, `${pictures} × ${each} = ${pictures * each}.`], answer: String(pictures * each) },
    [String(pictures), String(pictures + each)],
  );
};

export const sortingData = defineTopic({
  strand: 'statistics',
  name: 'sorting and counting data',
  grades: [0, 2],
  keyPoints: (grade) => [
    'We collect data by asking a question and recording each answer, often with tally marks.',
    'Sorting the answers into groups and counting each group lets us compare them.',
    grade >= 2 ? 'In a picture graph one picture can stand for more than one; read the key.' : 'The group with the most has the biggest number, the tallest tower or the longest row.',
  ],
  priorKnowledge: ['Counting objects to 20.', 'Comparing two numbers.'],
  keywords: (grade) => (grade >= 2 ? ['data', 'tally', 'picture graph', 'bar graph'] : ['data', 'tally', 'sort']),
  misconceptions: ['frequency-versus-value'],
  materials: ['Sorting hoops', 'Interlocking cubes to build towers for each answer', 'Sticky notes for a class picture graph'],
  activities: ['Class vote: each child places a cube on the tower of their favourite fruit; the class compares the towers, counts each, and answers “how many more?” questions.'],
  levels: (grade) => (grade >= 2 ? [mostVotes, readTally, howManyMore, pictureGraph, totalVotes, yesNo] : [mostVotes, totalVotes, readTally, howManyMore, yesNo, mostVotes]),
  recall: [earlyNumberWarmUps.count, earlyNumberWarmUps.addTwo, readTally],
});
