import { circleAreaProblem, circleLengthProblem, circleMistakeProblem, piAnswer } from './applied-measure.ts';
import { decimal } from './numbers.ts';
import type { Random } from './random.ts';
import { timesFacts, type Problem, type Topic } from './topic.ts';

const MEASURE_MATERIALS = ['Squared (centimetre) paper', 'Rulers', 'Mini-whiteboards and pens'];
const POLYGONS = [
  { name: 'pentagon', sides: 5 },
  { name: 'hexagon', sides: 6 },
  { name: 'octagon', sides: 8 },
] as const;

/** Two different rectangles (length ≥ width) with the same perimeter but different areas, or the same area but different perimeters. */
function rectanglePair(random: Random, same: 'perimeter' | 'area'): [[number, number], [number, number]] {
  for (;;) {
    const l1 = random.int(3, 10);
    const w1 = random.int(2, l1);
    if (same === 'perimeter') {
      const shift = random.int(1, w1 - 1 || 1);
      const [l2, w2] = [l1 + shift, w1 - shift];
      if (w2 >= 1 && l2 * w2 !== l1 * w1) return [[l1, w1], [l2, w2]];
    } else {
      const area = l1 * w1;
      const other = [...Array(area).keys()].map((i) => i + 1).filter((w) => area % w === 0 && w < area / w && w !== w1);
      if (l1 !== w1 && other.length) {
        const w2 = random.pick(other);
        return [[l1, w1], [area / w2, w2]];
      }
    }
  }
}

export const perimeter: Topic = {
  strand: 'measurement',
  name: 'perimeter',
  keyPoints: () => [
    'Perimeter is the total distance around the outside of a shape.',
    'Add every side length; for a rectangle, perimeter = 2 × (length + width).',
    'Perimeter is a length, so it is measured in units such as cm or m.',
  ],
  priorKnowledge: ['Adding several numbers.', 'Measuring lengths with a ruler in cm.', 'Properties of rectangles and squares (opposite sides are equal).'],
  keywords: ['perimeter', 'length', 'width', 'polygon'],
  misconceptions: ['area-perimeter-confusion'],
  materials: [...MEASURE_MATERIALS, 'String or pipe cleaners to trace perimeters'],
  activities: ['String shapes: groups use a 24 cm string to make as many different rectangles as they can, record each length and width, and check the perimeter is always 24 cm.'],
  problem(random, level, grade) {
    const max = grade <= 3 ? 12 : 25;
    switch (level) {
      case 1: {
        const [l, w] = [random.int(4, max), random.int(2, 8)];
        return { prompt: `A rectangle is ${l} cm long and ${w} cm wide. What is its perimeter?`, steps: [`A rectangle has two lengths and two widths.`, `${l} + ${w} + ${l} + ${w} = ${2 * (l + w)}.`], answer: `${2 * (l + w)} cm` };
      }
      case 2: {
        const sides = [random.int(3, max), random.int(3, max), random.int(3, max)].sort((a, b) => a - b);
        if (sides[0]! + sides[1]! <= sides[2]!) sides[2] = sides[0]! + sides[1]! - 1;
        const total = sides.reduce((a, b) => a + b, 0);
        return { prompt: `A triangle has sides of ${sides[0]} cm, ${sides[1]} cm and ${sides[2]} cm. What is its perimeter?`, steps: [`Add the three sides: ${sides.join(' + ')} = ${total}.`], answer: `${total} cm` };
      }
      case 3: {
        const s = random.int(3, max);
        return { prompt: `A square has sides of ${s} cm. What is its perimeter?`, steps: [`A square has 4 equal sides.`, `4 × ${s} = ${4 * s}.`], answer: `${4 * s} cm` };
      }
      case 4: {
        const shape = random.pick(POLYGONS);
        const s = random.int(2, grade <= 3 ? 9 : 15);
        return { prompt: `A regular ${shape.name} has ${shape.sides} equal sides of ${s} cm. What is its perimeter?`, steps: [`${shape.sides} sides of ${s} cm: ${shape.sides} × ${s} = ${shape.sides * s}.`], answer: `${shape.sides * s} cm` };
      }
      case 5: {
        const [l, w] = [random.int(5, max), random.int(2, 9)];
        const p = 2 * (l + w);
        return {
          prompt: `A rectangle has a perimeter of ${p} cm. Its length is ${l} cm. What is its width?`,
          steps: [`Length + width is half the perimeter: ${p} ÷ 2 = ${p / 2}.`, `Width = ${p / 2} − ${l} = ${w}.`],
          answer: `${w} cm`,
        };
      }
      default: {
        const known = [random.int(3, max), random.int(3, max), random.int(3, max)];
        const missing = random.int(3, max);
        const total = known.reduce((a, b) => a + b, 0) + missing;
        return {
          prompt: `A four-sided shape has a perimeter of ${total} cm. Three of its sides are ${known[0]} cm, ${known[1]} cm and ${known[2]} cm. How long is the fourth side?`,
          steps: [`Add the three known sides: ${known.join(' + ')} = ${total - missing}.`, `Subtract from the perimeter: ${total} − ${total - missing} = ${missing}.`],
          answer: `${missing} cm`,
        };
      }
    }
  },
  hinge(random) {
    const [[l1, w1], [l2, w2]] = rectanglePair(random, 'area');
    return {
      prompt: `Rectangle A is ${l1} cm by ${w1} cm. Rectangle B is ${l2} cm by ${w2} cm. Both have an area of ${l1 * w1} cm². What is the perimeter of rectangle B?`,
      answer: `${2 * (l2 + w2)} cm`,
      // The same as A's, the area read as the perimeter, or two sides added instead of four.
      distractors: [`${2 * (l1 + w1)} cm`, `${l2 * w2} cm`, `${l2 + w2} cm`].filter((d) => d !== `${2 * (l2 + w2)} cm`),
      mistakes: { [`${l2 * w2} cm`]: 'area-perimeter-confusion' },
    };
  },
  retrieval: (random) => {
    const [a, b, c] = [random.int(3, 20), random.int(3, 20), random.int(3, 20)];
    const shape = random.pick(POLYGONS);
    return [
      { prompt: `Work out ${a} + ${b} + ${c}.`, answer: String(a + b + c) },
      { prompt: `How many sides does a ${shape.name} have?`, answer: String(shape.sides) },
      { prompt: `What is 4 × ${c}?`, answer: String(4 * c) },
    ];
  },
};

export const rectangleArea: Topic = {
  strand: 'measurement',
  name: 'area of rectangles',
  keyPoints: (grade) => [
    'Area is the amount of flat space a shape covers, measured in square units such as cm².',
    'The area of a rectangle is length × width: the number of rows of unit squares times the number in each row.',
    grade >= 4 ? 'A composite shape can be split into rectangles; add their areas.' : 'Counting unit squares and multiplying the side lengths give the same area.',
  ],
  priorKnowledge: ['Multiplication facts.', 'Arrays (rows and columns).', 'Perimeter as the distance around a shape.'],
  keywords: ['area', 'square centimetre', 'length', 'width', 'perimeter'],
  misconceptions: ['area-perimeter-confusion', 'linear-scaling'],
  materials: [...MEASURE_MATERIALS, 'Square tiles (1 cm or 1 inch)'],
  activities: ['Tile it: students cover rectangles drawn on squared paper with square tiles, count the tiles, then check with length × width.'],
  problem(random, level, grade) {
    const max = grade <= 3 ? 10 : grade <= 5 ? 15 : 25;
    switch (level) {
      case 1: {
        const [l, w] = [random.int(3, max), random.int(2, 9)];
        return { prompt: `A rectangle is ${l} cm long and ${w} cm wide. What is its area?`, steps: [`Area = length × width.`, `${l} × ${w} = ${l * w}.`], answer: `${l * w} cm²` };
      }
      case 2: {
        const s = random.int(3, grade <= 3 ? 10 : 15);
        return { prompt: `A square has sides of ${s} cm. What is its area?`, steps: [`Area = side × side.`, `${s} × ${s} = ${s * s}.`], answer: `${s * s} cm²` };
      }
      case 3: {
        const [l, w] = [random.int(4, max), random.int(2, 9)];
        return { prompt: `A rectangle has an area of ${l * w} cm². Its width is ${w} cm. What is its length?`, steps: [`Length × ${w} = ${l * w}.`, `Length = ${l * w} ÷ ${w} = ${l}.`], answer: `${l} cm` };
      }
      case 4: {
        const [l, w] = [random.int(4, max), random.int(2, 9)];
        return {
          prompt: `A rectangle is ${l} cm by ${w} cm. Find its area and its perimeter.`,
          steps: [`Area = ${l} × ${w} = ${l * w} cm².`, `Perimeter = ${l} + ${w} + ${l} + ${w} = ${2 * (l + w)} cm.`],
          answer: `Area ${l * w} cm², perimeter ${2 * (l + w)} cm`,
        };
      }
      case 5: {
        const [a, b, c, d] = [random.int(4, max), random.int(2, 6), random.int(2, 8), random.int(2, 6)];
        return {
          prompt: `An L-shape is made of two rectangles: one ${a} cm by ${b} cm and one ${c} cm by ${d} cm. What is its total area?`,
          steps: [`${a} × ${b} = ${a * b}.`, `${c} × ${d} = ${c * d}.`, `Total: ${a * b} + ${c * d} = ${a * b + c * d}.`],
          answer: `${a * b + c * d} cm²`,
        };
      }
      default: {
        const [l, w] = [random.int(8, max + 5), random.int(6, 12)];
        const [cl, cw] = [random.int(2, l - 3), random.int(2, w - 3)];
        return {
          prompt: `A rectangular garden is ${l} m by ${w} m. A rectangular pond ${cl} m by ${cw} m is dug in it. What area of garden is left?`,
          steps: [`Garden: ${l} × ${w} = ${l * w}.`, `Pond: ${cl} × ${cw} = ${cl * cw}.`, `Left: ${l * w} − ${cl * cw} = ${l * w - cl * cw}.`],
          answer: `${l * w - cl * cw} m²`,
        };
      }
    }
  },
  hinge(random) {
    const [[l1, w1], [l2, w2]] = rectanglePair(random, 'perimeter');
    const p = 2 * (l1 + w1);
    return {
      prompt: `Rectangle A is ${l1} cm by ${w1} cm. Rectangle B is ${l2} cm by ${w2} cm. Both have a perimeter of ${p} cm. What is the area of rectangle B?`,
      answer: `${l2 * w2} cm²`,
      // The same as A's, the perimeter read as the area, or length + width.
      distractors: [`${l1 * w1} cm²`, `${p} cm²`, `${l2 + w2} cm²`].filter((d) => d !== `${l2 * w2} cm²`),
      mistakes: { [`${p} cm²`]: 'area-perimeter-confusion' },
    };
  },
  retrieval: (random) => {
    const [l, w] = [random.int(4, 12), random.int(2, 9)];
    return [...timesFacts(random, 2, 9), { prompt: `A rectangle is ${l} cm by ${w} cm. What is its perimeter?`, answer: `${2 * (l + w)} cm` }];
  },
};

export const triangleArea: Topic = {
  strand: 'measurement',
  name: 'area of triangles and parallelograms',
  keyPoints: () => [
    'A parallelogram can be cut and rearranged into a rectangle: area = base × perpendicular height.',
    'A triangle is half of a parallelogram with the same base and height: area = 1/2 × base × height.',
    'The height is always measured at right angles to the base, not along a slanted side.',
  ],
  priorKnowledge: ['Area of a rectangle.', 'Right angles and perpendicular lines.', 'Halving numbers.'],
  keywords: ['area', 'base', 'perpendicular height', 'parallelogram', 'triangle'],
  misconceptions: ['linear-scaling', 'area-perimeter-confusion'],
  materials: [...MEASURE_MATERIALS, 'Scissors and paper parallelograms and triangles to cut and rearrange'],
  activities: ['Cut and rearrange: cut a paper parallelogram along its height and move the triangle to make a rectangle; then cut a rectangle along a diagonal to see two equal triangles.'],
  problem(random, level, grade) {
    const max = grade <= 6 ? 14 : 20;
    const b = random.int(3, max);
    const h = random.int(2, max);
    switch (level) {
      case 1:
        return { prompt: `A parallelogram has a base of ${b} cm and a perpendicular height of ${h} cm. What is its area?`, steps: [`Area = base × height.`, `${b} × ${h} = ${b * h}.`], answer: `${b * h} cm²` };
      case 2:
      case 3: {
        const even = b % 2 === 0 || h % 2 === 0 ? b : b + 1;
        const area = (even * h) / 2;
        return {
          prompt:
            level === 2
              ? `A right-angled triangle has a base of ${even} cm and a height of ${h} cm at right angles to it. What is its area?`
              : `A triangle has a base of ${even} cm and a perpendicular height of ${h} cm. What is its area?`,
          steps: [`Area = 1/2 × base × height.`, `${even} × ${h} = ${even * h}.`, `Half of ${even * h} is ${area}.`],
          answer: `${area} cm²`,
        };
      }
      case 4: {
        const area = (b * h) / 2;
        return {
          prompt: `A triangle has a base of ${b} cm and a perpendicular height of ${h} cm. What is its area?`,
          steps: [`Area = 1/2 × base × height.`, `${b} × ${h} = ${b * h}.`, `Half of ${b * h} is ${decimal(area, Number.isInteger(area) ? 0 : 1)}.`],
          answer: `${decimal(area, Number.isInteger(area) ? 0 : 1)} cm²`,
        };
      }
      case 5: {
        const base = 2 * random.int(2, 9);
        return {
          prompt: `A triangle has an area of ${(base * h) / 2} cm² and a base of ${base} cm. What is its perpendicular height?`,
          steps: [`1/2 × ${base} × height = ${(base * h) / 2}, so ${base / 2} × height = ${(base * h) / 2}.`, `Height = ${(base * h) / 2} ÷ ${base / 2} = ${h}.`],
          answer: `${h} cm`,
        };
      }
      default: {
        const top = random.int(2, b);
        const area = ((top + b) * h) / 2;
        return {
          prompt: `A trapezium has parallel sides of ${top} cm and ${b} cm and a perpendicular height of ${h} cm. What is its area?`,
          steps: [`Area = 1/2 × (sum of parallel sides) × height.`, `${top} + ${b} = ${top + b}; ${top + b} × ${h} = ${(top + b) * h}.`, `Half of ${(top + b) * h} is ${decimal(area, Number.isInteger(area) ? 0 : 1)}.`],
          answer: `${decimal(area, Number.isInteger(area) ? 0 : 1)} cm²`,
        };
      }
    }
  },
  hinge(random) {
    const b = 2 * random.int(2, 7);
    const h = random.int(3, 9);
    const area = (b * h) / 2;
    return {
      prompt: `Triangle A has a base of ${b} cm, a height of ${h} cm and an area of ${area} cm². Triangle B has a base of ${2 * b} cm and a height of ${2 * h} cm. What is the area of triangle B?`,
      answer: `${(2 * b * 2 * h) / 2} cm²`,
      // Doubling the area because the lengths doubled, or base × height without the half.
      distractors: [`${2 * area} cm²`, `${2 * b * 2 * h} cm²`],
      mistakes: { [`${2 * area} cm²`]: 'linear-scaling' },
    };
  },
  retrieval: (random) => {
    const [l, w] = [random.int(3, 12), random.int(3, 9)];
    const half = random.int(6, 40);
    return [
      { prompt: `A rectangle is ${l} cm by ${w} cm. What is its area?`, answer: `${l * w} cm²` },
      { prompt: `What is half of ${2 * half}?`, answer: String(half) },
      { prompt: `What is ${l} × ${w + 1}?`, answer: String(l * (w + 1)) },
    ];
  },
};


function circleProblem(random: Random, level: number): Problem {
  const r = random.int(2, 6 + level * 2);
  const d = 2 * r;
  switch (level) {
    case 1:
      return { prompt: `A circle has a diameter of ${d} cm. Find its circumference to 1 decimal place.`, steps: [`C = π × d.`, `π × ${d} = ${decimal(Math.PI * d, 4)}…`, `To 1 d.p.: ${decimal(Math.PI * d, 1)}.`], answer: piAnswer(Math.PI * d, 'cm') };
    case 2:
      return { prompt: `A circle has a radius of ${r} cm. Find its circumference to 1 decimal place.`, steps: [`C = 2 × π × r.`, `2 × π × ${r} = ${decimal(2 * Math.PI * r, 4)}…`, `To 1 d.p.: ${decimal(2 * Math.PI * r, 1)}.`], answer: piAnswer(2 * Math.PI * r, 'cm') };
    case 3:
      return { prompt: `A circle has a radius of ${r} cm. Find its area to 1 decimal place.`, steps: [`A = π × r².`, `r² = ${r} × ${r} = ${r * r}.`, `π × ${r * r} = ${decimal(Math.PI * r * r, 4)}…, which is ${decimal(Math.PI * r * r, 1)} to 1 d.p.`], answer: piAnswer(Math.PI * r * r, 'cm²') };
    case 4:
      return { prompt: `A circle has a diameter of ${d} cm. Find its area to 1 decimal place.`, steps: [`The radius is half the diameter: ${d} ÷ 2 = ${r}.`, `A = π × ${r}² = π × ${r * r}.`, `${decimal(Math.PI * r * r, 4)}…, which is ${decimal(Math.PI * r * r, 1)} to 1 d.p.`], answer: piAnswer(Math.PI * r * r, 'cm²') };
    case 5:
      return { prompt: `A semicircle has a radius of ${r} cm. Find its area to 1 decimal place.`, steps: [`A whole circle: π × ${r}² = π × ${r * r}.`, `Half of it: π × ${r * r} ÷ 2 = ${decimal((Math.PI * r * r) / 2, 4)}…`, `To 1 d.p.: ${decimal((Math.PI * r * r) / 2, 1)}.`], answer: piAnswer((Math.PI * r * r) / 2, 'cm²') };
    default: {
      const arc = (Math.PI * d) / 2;
      return {
        prompt: `A semicircle has a diameter of ${d} cm. Find its perimeter (the curved edge and the straight edge) to 1 decimal place.`,
        steps: [`The curved edge is half the circumference: π × ${d} ÷ 2 = ${decimal(arc, 4)}…`, `Add the diameter: ${decimal(arc, 4)}… + ${d} = ${decimal(arc + d, 4)}…`, `To 1 d.p.: ${decimal(arc + d, 1)}.`],
        answer: piAnswer(arc + d, 'cm'),
      };
    }
  }
}

export const circles: Topic = {
  strand: 'measurement',
  name: 'circumference and area of circles',
  keyPoints: (grade) => [
    'The diameter is twice the radius: d = 2r.',
    'For every circle, circumference ÷ diameter = π (about 3.14), so C = πd = 2πr.',
    'The area of a circle is A = πr²: square the radius first, then multiply by π.',
    // The informal derivation Grade 7 is expected to give (CCSS 7.G.B.4).
    ...(grade >= 7
      ? ['Cut a circle into many equal sectors and rearrange them: they make a shape close to a parallelogram with base πr (half the circumference) and height r, so A = πr × r = πr².']
      : []),
  ],
  priorKnowledge: ['Area of rectangles and triangles.', 'Squaring a number.', 'Rounding to 1 decimal place.'],
  keywords: ['radius', 'diameter', 'circumference', 'pi (π)', 'area'],
  misconceptions: ['area-perimeter-confusion', 'linear-scaling'],
  materials: ['Circular objects (lids, tins, plates)', 'String and rulers', 'Calculators with a π key', 'Mini-whiteboards and pens'],
  activities: ['Measuring π: groups wrap string around five circular objects, measure each circumference and diameter, and divide; the class compares the quotients with π.'],
  // From Grade 6 the climb ends in situations: a length around a circle (level 5), then an area (level 6). From Grade 7
  // level 4 asks students to explain a classmate's mistake before they correct it.
  problem(random, level, grade) {
    if (grade >= 6 && level >= 5) return (level === 5 ? circleLengthProblem : circleAreaProblem)(random);
    return grade >= 7 && level === 4 ? circleMistakeProblem(random) : circleProblem(random, level);
  },
  checkLevel: (grade) => (grade >= 7 ? 4 : 3),
  whyChecks: (grade) =>
    grade >= 7
      ? [
          {
            prompt: 'A circle is cut into many equal sectors, which are rearranged into a shape close to a parallelogram. Explain how this shape shows that the area of the circle is πr².',
            answer: 'The base of the shape is half the circumference, πr, and its height is the radius, r; so the area is πr × r = πr².',
          },
        ]
      : [],
  hinge(random) {
    // Not 2: at r = 2 the doubled area and the circumference of circle B coincide, and the hinge loses an option.
    const r = random.int(3, 7);
    const area = Math.PI * r * r;
    return {
      prompt: `Circle A has a radius of ${r} cm and an area of ${decimal(area, 1)} cm² (to 1 d.p.). Circle B has a radius of ${2 * r} cm. What is the area of circle B, to 1 d.p.?`,
      answer: `${decimal(Math.PI * 4 * r * r, 1)} cm²`,
      distractors: [`${decimal(2 * area, 1)} cm²`, `${decimal(2 * Math.PI * 2 * r, 1)} cm²`],
      mistakes: { [`${decimal(2 * area, 1)} cm²`]: 'linear-scaling' },
    };
  },
  retrieval: (random) => {
    const s = random.int(3, 12);
    const r = random.int(2, 9);
    // A value with hundredths that really need rounding (not 12.40).
    const hundredths = random.int(101, 2999) * 10 + random.int(1, 9);
    return [
      { prompt: `What is ${s}²?`, answer: String(s * s) },
      { prompt: `A circle has a radius of ${r} cm. What is its diameter?`, answer: `${2 * r} cm` },
      { prompt: `Round ${decimal(hundredths / 100, 2)} to 1 decimal place.`, answer: decimal(hundredths / 100, 1) },
    ];
  },
};
