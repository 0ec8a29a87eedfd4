import { defineTopic, withDistractors, type Generator } from './define.ts';
import { linear } from './numbers.ts';

/**
 * Angles from Year 3 to Year 10: kinds of angles, turns and degrees, reading a protractor, angles on a line, at a point
 * and vertically opposite, angles in triangles and polygons, angles and parallel lines, and circle theorems. Each
 * answer gives the angle fact it uses, the reason students are expected to write.
 */

const ANGLE_MATERIALS = ['Protractors', 'Geostrips or paper-fastener angle makers', 'Rulers and plain paper', 'Mini-whiteboards and pens'];
const deg = (n: number) => `${n}°`;

function kindOf(angle: number): string {
  if (angle < 90) return 'acute';
  if (angle === 90) return 'right';
  if (angle < 180) return 'obtuse';
  if (angle === 180) return 'straight';
  if (angle < 360) return 'reflex';
  return 'a full turn (revolution)';
}
const KINDS = ['acute', 'right', 'obtuse', 'straight', 'reflex'];

// ——— Kinds of angles and measuring them (Years 3 to 6) ———

const classifyAngle: Generator = (random, grade) => {
  if (grade <= 3) {
    const angle = random.pick([random.int(15, 80), 90, random.int(100, 170)]);
    const answer = angle < 90 ? 'less than a right angle' : angle === 90 ? 'equal to a right angle' : 'greater than a right angle';
    return withDistractors(
      { prompt: `Is an angle of ${deg(angle)} less than, equal to or greater than a right angle?`, steps: [`A right angle is a quarter turn: 90°.`, `${deg(angle)} is ${angle < 90 ? 'less than' : angle === 90 ? 'equal to' : 'more than'} 90°.`], answer },
      ['less than a right angle', 'equal to a right angle', 'greater than a right angle'].filter((k) => k !== answer),
    );
  }
  const angle = random.pick([random.int(10, 85), 90, random.int(95, 175), 180, random.int(185, 355)]);
  const kind = kindOf(angle);
  return withDistractors(
    { prompt: `An angle measures ${deg(angle)}. Is it acute, right, obtuse, straight or reflex?`, steps: [`Acute is less than 90°, right is 90°, obtuse is between 90° and 180°, straight is 180°, reflex is between 180° and 360°.`, `${deg(angle)} is ${kind}.`], answer: kind },
    KINDS.filter((k) => k !== kind).slice(0, 3),
  );
};

const turnDegrees: Generator = (random) => {
  const turns = [
    ['quarter turn', 90],
    ['half turn', 180],
    ['three-quarter turn', 270],
    ['full turn', 360],
  ] as const;
  const [name, size] = random.pick(turns);
  return withDistractors({ prompt: `How many degrees are there in a ${name}?`, steps: [`A full turn is 360°.`, `A ${name} is ${name === 'full turn' ? 'all' : name.replace(' turn', '')} of 360° = ${deg(size)}.`], answer: deg(size) }, [deg(size / 90 * 100), deg(size / 2)]);
};

const readProtractor: Generator = (random) => {
  const angle = random.int(3, 34) * 5 + random.int(0, 4);
  const inner = random.int(0, 1) === 1;
  return withDistractors(
    {
      prompt: inner
        ? `One arm of an angle lies along 0° of a protractor’s inner scale. The other arm crosses the inner scale at ${angle}° and the outer scale at ${180 - angle}°. How big is the angle?`
        : `One arm of an angle lies along 0° of a protractor’s outer scale. The other arm crosses the outer scale at ${angle}° and the inner scale at ${180 - angle}°. How big is the angle?`,
      steps: [`Read the scale that starts at 0° on the first arm: the ${inner ? 'inner' : 'outer'} scale.`, `The angle is ${deg(angle)}; it is ${kindOf(angle)}, which checks the reading.`],
      answer: deg(angle),
    },
    [deg(180 - angle), deg(angle + 10)],
  );
};

const addAngles: Generator = (random) => {
  const whole = random.int(60, 170);
  const part = random.int(15, whole - 15);
  return withDistractors(
    { prompt: `An angle of ${deg(whole)} is split into two angles by a ray. One of them is ${deg(part)}. What is the other?`, steps: [`The two parts add up to the whole angle.`, `${whole} − ${part} = ${whole - part}.`], answer: deg(whole - part) },
    [deg(whole + part), deg(180 - part)],
  );
};

const clockAngle: Generator = (random) => {
  const hour = random.int(1, 11);
  const angle = Math.min(hour, 12 - hour) * 30;
  return withDistractors(
    { prompt: `What is the smaller angle between the hands of a clock at ${hour} o’clock?`, steps: [`The 12 numbers split 360° into 12 equal parts of 30°.`, `The hands are ${Math.min(hour, 12 - hour)} numbers apart: ${Math.min(hour, 12 - hour)} × 30° = ${deg(angle)}.`], answer: deg(angle) },
    [deg(360 - angle), deg(Math.min(hour, 12 - hour) * 5)],
  );
};

const reflexPartner: Generator = (random) => {
  const angle = random.int(20, 170);
  return withDistractors(
    { prompt: `An angle measures ${deg(angle)}. What is the size of the reflex angle that makes a full turn with it?`, steps: [`Together they make a full turn, 360°.`, `360 − ${angle} = ${360 - angle}.`], answer: deg(360 - angle) },
    [deg(180 - angle), deg(180 + angle)],
  );
};

export const angleTypes = defineTopic({
  strand: 'geometry',
  name: 'kinds of angles and measuring angles',
  grades: [3, 6],
  keyPoints: (grade) => [
    'An angle is an amount of turn between two arms that meet at a point (the vertex); it is measured in degrees.',
    'The length of the arms does not change the size of the angle.',
    grade >= 4 ? 'Acute < 90° < obtuse < 180° < reflex < 360°. Read the protractor scale that starts at 0° on one arm, and estimate first to check.' : 'A right angle is a quarter turn; compare other angles with a right angle.',
  ],
  priorKnowledge: ['Quarter, half and full turns.', 'Reading scales.', 'Adding and subtracting to 360.'],
  keywords: ['angle', 'degree', 'right angle', 'acute angle', 'obtuse angle'],
  misconceptions: ['angle-arm-length'],
  materials: ANGLE_MATERIALS,
  activities: ['Angle hunt: pairs find angles around the classroom, estimate each as acute, right or obtuse, measure it with a protractor, and record how close the estimate was.'],
  levels: (grade) => (grade <= 3 ? [classifyAngle, turnDegrees, classifyAngle, addAngles, turnDegrees, clockAngle] : [classifyAngle, turnDegrees, readProtractor, addAngles, clockAngle, reflexPartner]),
  recall: [turnDegrees, classifyAngle, addAngles],
});

// ——— Angles on a line, at a point and vertically opposite (Years 5 to 9) ———

const onALine: Generator = (random) => {
  const a = random.int(20, 160);
  return withDistractors(
    { prompt: `Two angles lie next to each other on a straight line. One is ${deg(a)}. Find the other.`, steps: [`Angles on a straight line add up to 180°.`, `180 − ${a} = ${180 - a}.`], answer: `${deg(180 - a)} (angles on a straight line add to 180°)` },
    [`${deg(Math.abs(90 - a))} (angles on a straight line add to 180°)`, `${deg(360 - a)} (angles on a straight line add to 180°)`],
  );
};

const atAPoint: Generator = (random) => {
  const a = random.int(60, 150);
  const b = random.int(40, 140);
  const x = 360 - a - b;
  return withDistractors(
    { prompt: `Three angles meet at a point: ${deg(a)}, ${deg(b)} and x. Find x.`, steps: [`Angles at a point add up to 360°.`, `x = 360 − ${a} − ${b} = ${x}.`], answer: `x = ${deg(x)} (angles at a point add to 360°)` },
    [`x = ${deg(180 - a - b < 0 ? a + b - 180 : 180 - a - b)} (angles at a point add to 360°)`, `x = ${deg(x + 10)} (angles at a point add to 360°)`],
  );
};

const verticallyOpposite: Generator = (random) => {
  const a = random.int(25, 155);
  return withDistractors(
    { prompt: `Two straight lines cross. One of the four angles is ${deg(a)}. Find the other three angles, going round from it.`, steps: [`The angle opposite is equal (vertically opposite angles are equal): ${deg(a)}.`, `The angles next to it are on a straight line with it: 180 − ${a} = ${180 - a}.`], answer: `${deg(180 - a)}, ${deg(a)} and ${deg(180 - a)}` },
    [`${deg(a)}, ${deg(a)} and ${deg(a)}`, `${deg(90 - (a % 90))}, ${deg(a)} and ${deg(90 - (a % 90))}`],
  );
};

const complementary: Generator = (random) => {
  const supplementary = random.int(0, 1) === 1;
  const total = supplementary ? 180 : 90;
  const a = random.int(10, total - 10);
  const word = supplementary ? 'supplementary' : 'complementary';
  return withDistractors(
    { prompt: `Two angles are ${word}. One of them is ${deg(a)}. Find the other.`, steps: [`${word[0]!.toUpperCase() + word.slice(1)} angles add up to ${total}°.`, `${total} − ${a} = ${total - a}.`], answer: deg(total - a) },
    [deg((supplementary ? 90 : 180) - a > 0 ? (supplementary ? 90 : 180) - a : a + 90), deg(total + a)],
  );
};

const lineAlgebra: Generator = (random, grade) => {
  if (grade <= 6) {
    const fixed = random.int(20, 140);
    const x = (180 - fixed) % 2 === 0 ? (180 - fixed) / 2 : (180 - fixed - 1) / 2;
    const fixedUsed = 180 - 2 * x;
    return { prompt: `Three angles lie on a straight line: x, x and ${deg(fixedUsed)}. Find x.`, steps: [`They add up to 180°: 2x + ${fixedUsed} = 180.`, `2x = ${180 - fixedUsed}, so x = ${x}.`], answer: `x = ${deg(x)}` };
  }
  for (;;) {
    const k = random.int(2, 4);
    const x = random.int(20, 60);
    // The constant that makes the two angles fill the straight line, kept small so both angles stay positive.
    const needed = 180 - x - k * x;
    if (needed === 0 || needed < -40 || needed > 60 || k * x + needed <= 0) continue;
    return { prompt: `Angles of x and ${linear(k, needed)} lie on a straight line. Find x.`, steps: [`Angles on a straight line add to 180°: x + ${linear(k, needed)} = 180.`, `${k + 1}x ${needed < 0 ? '−' : '+'} ${Math.abs(needed)} = 180, so ${k + 1}x = ${180 - needed}.`, `x = ${180 - needed} ÷ ${k + 1} = ${x}.`], answer: `x = ${deg(x)}` };
  }
};

const pointAlgebra: Generator = (random) => {
  for (;;) {
    const x = random.int(15, 50);
    const [a, b] = [random.int(2, 4), random.int(1, 3)];
    const c = 360 - (1 + a + b) * x;
    if (c < 20 || c > 150) continue;
    const total = 1 + a + b;
    return { prompt: `Four angles meet at a point: x, ${a}x, ${b === 1 ? 'x' : `${b}x`} and ${deg(c)}. Find x.`, steps: [`Angles at a point add to 360°: ${total}x + ${c} = 360.`, `${total}x = ${360 - c}, so x = ${(360 - c) / total}.`], answer: `x = ${deg(x)}` };
  }
};

export const angleFacts = defineTopic({
  strand: 'geometry',
  name: 'angles on a line, at a point and vertically opposite',
  grades: [5, 9],
  keyPoints: (grade) => [
    'Angles on a straight line add up to 180°; angles around a point add up to 360°.',
    'When two straight lines cross, vertically opposite angles are equal.',
    grade >= 7 ? 'Write an equation from an angle fact and solve it; give the fact as your reason.' : 'Complementary angles add to 90°; supplementary angles add to 180°.',
  ],
  priorKnowledge: ['Measuring angles in degrees.', 'Right angles, straight angles and full turns.', 'Subtracting from 180 and 360.'],
  keywords: (grade) => (grade >= 7 ? ['angle', 'degree', 'vertically opposite angles', 'supplementary angles', 'equation'] : ['angle', 'degree', 'vertically opposite angles', 'supplementary angles']),
  misconceptions: ['angle-arm-length'],
  materials: ANGLE_MATERIALS,
  activities: ['Cut and rearrange: students draw two crossing lines, measure all four angles, then tear off the corners to show that neighbours make a straight line and opposites match.'],
  levels: (grade) => (grade <= 6 ? [onALine, atAPoint, verticallyOpposite, complementary, lineAlgebra, atAPoint] : [onALine, verticallyOpposite, complementary, atAPoint, lineAlgebra, pointAlgebra]),
  recall: [turnDegrees, classifyAngle, onALine],
});

// ——— Angles in triangles and polygons (Years 5 to 10) ———

const triangleMissing: Generator = (random) => {
  const a = random.int(25, 100);
  const b = random.int(20, 155 - a);
  return withDistractors(
    { prompt: `Two angles of a triangle are ${deg(a)} and ${deg(b)}. Find the third angle.`, steps: [`The angles of a triangle add up to 180°.`, `180 − ${a} − ${b} = ${180 - a - b}.`], answer: `${deg(180 - a - b)} (angles in a triangle add to 180°)` },
    [`${deg(360 - a - b)} (angles in a triangle add to 180°)`, `${deg(Math.abs(90 - a - b) || 10)} (angles in a triangle add to 180°)`],
  );
};

const isoscelesAngles: Generator = (random) => {
  if (random.int(0, 1) === 0) {
    const apex = 2 * random.int(10, 70);
    return withDistractors(
      { prompt: `An isosceles triangle has an angle of ${deg(apex)} between its two equal sides. Find each of the other two angles.`, steps: [`The angles opposite the equal sides (the base angles) are equal.`, `(180 − ${apex}) ÷ 2 = ${(180 - apex) / 2}.`], answer: `${deg((180 - apex) / 2)} each (base angles of an isosceles triangle are equal)` },
      [`${deg(180 - apex)} each (base angles of an isosceles triangle are equal)`, `${deg(apex)} each (base angles of an isosceles triangle are equal)`],
    );
  }
  const base = random.int(30, 85);
  return withDistractors(
    { prompt: `Each base angle of an isosceles triangle is ${deg(base)}. Find the third angle.`, steps: [`The two base angles are equal: ${base} + ${base} = ${2 * base}.`, `180 − ${2 * base} = ${180 - 2 * base}.`], answer: deg(180 - 2 * base) },
    [deg(180 - base), deg(90 - base)],
  );
};

const rightTriangleAngle: Generator = (random) => {
  const a = random.int(15, 75);
  return withDistractors(
    { prompt: `One angle of a right-angled triangle is ${deg(a)}. Find the other angle that is not the right angle.`, steps: [`The right angle is 90°, so the other two angles add up to 90°.`, `90 − ${a} = ${90 - a}.`], answer: deg(90 - a) },
    [deg(180 - a), deg(a)],
  );
};

const quadrilateralMissing: Generator = (random) => {
  for (;;) {
    const [a, b, c] = [random.int(60, 140), random.int(50, 130), random.int(60, 140)];
    const d = 360 - a - b - c;
    if (d < 30 || d > 170) continue;
    return withDistractors(
      { prompt: `Three angles of a quadrilateral are ${deg(a)}, ${deg(b)} and ${deg(c)}. Find the fourth angle.`, steps: [`A quadrilateral splits into two triangles, so its angles add up to 2 × 180° = 360°.`, `360 − ${a} − ${b} − ${c} = ${d}.`], answer: `${deg(d)} (angles in a quadrilateral add to 360°)` },
      [`${deg(d + 180 > 360 ? d - 180 : Math.abs(180 - a - b - c) || 20)} (angles in a quadrilateral add to 360°)`, `${deg(d + 20)} (angles in a quadrilateral add to 360°)`],
    );
  }
};

const exteriorAngle: Generator = (random) => {
  const a = random.int(30, 80);
  const b = random.int(30, 80);
  return withDistractors(
    { prompt: `In a triangle, the two interior angles opposite an exterior angle are ${deg(a)} and ${deg(b)}. Find the exterior angle.`, steps: [`An exterior angle of a triangle equals the sum of the two interior opposite angles.`, `${a} + ${b} = ${a + b}.`], answer: `${deg(a + b)} (exterior angle of a triangle)` },
    [`${deg(180 - a - b)} (exterior angle of a triangle)`, `${deg(360 - a - b)} (exterior angle of a triangle)`],
  );
};

const POLYGON_NAMES: Readonly<Record<number, string>> = { 5: 'pentagon', 6: 'hexagon', 8: 'octagon', 9: 'nonagon', 10: 'decagon', 12: 'dodecagon' };

const polygonSum: Generator = (random) => {
  const n = random.pick([5, 6, 8, 9, 10, 12]);
  return withDistractors(
    { prompt: `What is the sum of the interior angles of ${/^[aeiou]/.test(POLYGON_NAMES[n]!) ? 'an' : 'a'} ${POLYGON_NAMES[n]}?`, steps: [`A polygon with ${n} sides splits into ${n} − 2 = ${n - 2} triangles from one vertex.`, `${n - 2} × 180° = ${(n - 2) * 180}°.`], answer: deg((n - 2) * 180) },
    [deg(n * 180), deg((n - 1) * 180)],
  );
};

const regularInterior: Generator = (random) => {
  const n = random.pick([5, 6, 8, 9, 10, 12]);
  if (random.int(0, 1) === 0) {
    return withDistractors(
      { prompt: `Find the size of each interior angle of a regular ${POLYGON_NAMES[n]}.`, steps: [`Each exterior angle is 360° ÷ ${n} = ${360 / n}°.`, `Each interior angle is 180° − ${360 / n}° = ${180 - 360 / n}°.`], answer: deg(180 - 360 / n) },
      [deg(360 / n), deg((n * 180) / n - 10)],
    );
  }
  const sides = random.pick([9, 10, 12, 15, 18, 20, 24, 30, 36]);
  return withDistractors(
    { prompt: `Each exterior angle of a regular polygon is ${deg(360 / sides)}. How many sides does it have?`, steps: [`The exterior angles of any polygon add up to 360°.`, `360 ÷ ${360 / sides} = ${sides}.`], answer: `${sides} sides` },
    [`${180 / (360 / sides)} sides`, `${sides + 2} sides`],
  );
};

export const polygonAngles = defineTopic({
  strand: 'geometry',
  name: 'angles in triangles and polygons',
  grades: [5, 10],
  keyPoints: (grade) => [
    'The angles in a triangle add up to 180°; the angles in a quadrilateral add up to 360°.',
    grade >= 7 ? 'A polygon with n sides splits into n − 2 triangles, so its interior angles add to (n − 2) × 180°; its exterior angles add to 360°.' : 'The base angles of an isosceles triangle are equal; each angle of an equilateral triangle is 60°.',
    grade >= 8 ? 'An exterior angle of a triangle equals the sum of the two interior opposite angles.' : 'Give the angle fact you used as the reason for each step.',
  ],
  priorKnowledge: ['Angles on a straight line add to 180°.', 'Kinds of triangles.', 'Measuring angles.'],
  keywords: ['angle', 'triangle', 'quadrilateral', 'polygon', 'interior angle'],
  misconceptions: ['angle-arm-length'],
  materials: [...ANGLE_MATERIALS, 'Paper triangles to tear the corners off'],
  activities: ['Tear the corners: each student draws a triangle, tears off its three corners and lines them up to make a straight line; then they do the same with a quadrilateral and a full turn.'],
  levels: (grade) => (grade <= 6 ? [triangleMissing, rightTriangleAngle, isoscelesAngles, quadrilateralMissing, triangleMissing, polygonSum] : [triangleMissing, isoscelesAngles, quadrilateralMissing, exteriorAngle, polygonSum, regularInterior]),
  recall: [onALine, atAPoint, classifyAngle],
});

// ——— Angles and parallel lines (Years 7 to 10) ———

type Pair = 'corresponding' | 'alternate' | 'co-interior';
const PAIR_RULES: Record<Pair, string> = { corresponding: 'corresponding angles are equal', alternate: 'alternate angles are equal', 'co-interior': 'co-interior angles add to 180°' };

const parallelPair: Generator = (random, _grade, place) => {
  const pair = random.pick(['corresponding', 'alternate', 'co-interior'] as const);
  const a = random.int(35, 145);
  const answer = pair === 'co-interior' ? 180 - a : a;
  const word = place.country === 'us' && pair === 'co-interior' ? 'same-side interior' : pair;
  return withDistractors(
    { prompt: `Two parallel lines are crossed by a transversal. One angle is ${deg(a)}. What is the ${word} angle to it?`, steps: [`For parallel lines, ${PAIR_RULES[pair]}.`, pair === 'co-interior' ? `180 − ${a} = ${answer}.` : `So it is also ${deg(a)}.`], answer: `${deg(answer)} (${PAIR_RULES[pair]})` },
    [`${deg(pair === 'co-interior' ? a : 180 - a)} (${PAIR_RULES[pair]})`, `${deg(360 - a)} (${PAIR_RULES[pair]})`],
  );
};

const parallelAlgebra: Generator = (random) => {
  for (;;) {
    const pair = random.pick(['corresponding', 'alternate', 'co-interior'] as const);
    const x = random.int(10, 50);
    const [k, c] = [random.int(2, 4), random.int(-20, 30)];
    const first = k * x + c;
    if (first <= 10 || first >= 170) continue;
    if (pair === 'co-interior') {
      const other = 180 - first;
      return { prompt: `Two parallel lines are crossed by a transversal, making co-interior angles of ${linear(k, c)} and ${deg(other)}. Find x.`, steps: [`Co-interior angles add to 180°: ${linear(k, c)} + ${other} = 180.`, `${k}x = ${180 - other - c}, so x = ${x}.`], answer: `x = ${x}` };
    }
    return { prompt: `Two parallel lines are crossed by a transversal, making ${pair} angles of ${linear(k, c)} and ${deg(first)}. Find x.`, steps: [`${pair[0]!.toUpperCase() + pair.slice(1)} angles are equal: ${linear(k, c)} = ${first}.`, `${k}x = ${first - c}, so x = ${x}.`], answer: `x = ${x}` };
  }
};

const areParallel: Generator = (random) => {
  const a = random.int(60, 120);
  const parallel = random.int(0, 1) === 1;
  const b = parallel ? 180 - a : 180 - a + random.pick([-4, -2, 2, 3, 5]);
  return withDistractors(
    { prompt: `A transversal crosses two lines, making co-interior angles of ${deg(a)} and ${deg(b)}. Are the two lines parallel?`, steps: [`Lines are parallel exactly when co-interior angles add to 180°.`, `${a} + ${b} = ${a + b}.`, parallel ? 'They add to 180°, so the lines are parallel.' : `${a + b}° is not 180°, so the lines are not parallel.`], answer: parallel ? `Yes: ${a}° + ${b}° = 180°` : `No: ${a}° + ${b}° = ${a + b}°, not 180°` },
    [parallel ? 'No: the angles are not equal' : `Yes: the angles are close to each other`],
  );
};

export const parallelLines = defineTopic({
  strand: 'geometry',
  name: 'angles and parallel lines',
  grades: [7, 10],
  keyPoints: (grade) => [
    'When a transversal crosses parallel lines, corresponding angles are equal (an F shape) and alternate angles are equal (a Z shape).',
    'Co-interior angles (a C shape) add up to 180°.',
    grade >= 8 ? 'These facts also work backwards: if corresponding angles are equal, the lines are parallel.' : 'Name the angle fact as the reason for each step.',
  ],
  priorKnowledge: ['Angles on a straight line and at a point.', 'Vertically opposite angles.', 'Solving simple equations.'],
  keywords: ['parallel', 'transversal', 'corresponding angles', 'alternate angles', 'angle'],
  misconceptions: ['angle-arm-length'],
  materials: [...ANGLE_MATERIALS, 'Lined paper or tracing paper to slide angles along a transversal'],
  activities: ['Slide and turn: students draw a transversal across two parallel lines on lined paper, trace one angle on tracing paper, and slide or turn it to find every angle equal to it.'],
  levels: [parallelPair, parallelPair, parallelAlgebra, areParallel, parallelAlgebra, parallelPair],
  recall: [onALine, verticallyOpposite, triangleMissing],
});

// ——— Circle theorems (Years 9 to 11) ———

const centreTheorem: Generator = (random) => {
  const a = random.int(20, 85);
  if (random.int(0, 1) === 0) {
    return withDistractors(
      { prompt: `An angle at the circumference is ${deg(a)}. Find the angle at the centre standing on the same arc.`, steps: [`The angle at the centre is twice the angle at the circumference on the same arc.`, `2 × ${a} = ${2 * a}.`], answer: `${deg(2 * a)} (angle at the centre is twice the angle at the circumference)` },
      [`${deg(a / 2)} (angle at the centre is twice the angle at the circumference)`, `${deg(180 - a)} (angle at the centre is twice the angle at the circumference)`],
    );
  }
  return { prompt: `The angle at the centre of a circle is ${deg(2 * a)}. Find the angle at the circumference standing on the same arc.`, steps: [`The angle at the circumference is half the angle at the centre on the same arc.`, `${2 * a} ÷ 2 = ${a}.`], answer: `${deg(a)} (angle at the centre is twice the angle at the circumference)` };
};

const semicircle: Generator = (random) => {
  const a = random.int(20, 70);
  return withDistractors(
    { prompt: `AB is a diameter of a circle and C is a point on the circle. Angle CAB = ${deg(a)}. Find angle ABC.`, steps: [`The angle in a semicircle is a right angle, so angle ACB = 90°.`, `Angles in triangle ABC: 180 − 90 − ${a} = ${90 - a}.`], answer: `${deg(90 - a)} (angle in a semicircle is 90°)` },
    [`${deg(180 - a)} (angle in a semicircle is 90°)`, `${deg(a)} (angle in a semicircle is 90°)`],
  );
};

const cyclicQuadrilateral: Generator = (random) => {
  const a = random.int(55, 130);
  return withDistractors(
    { prompt: `ABCD is a cyclic quadrilateral (all four vertices lie on a circle). Angle A = ${deg(a)}. Find angle C, opposite A.`, steps: [`Opposite angles of a cyclic quadrilateral add to 180°.`, `180 − ${a} = ${180 - a}.`], answer: `${deg(180 - a)} (opposite angles of a cyclic quadrilateral add to 180°)` },
    [`${deg(a)} (opposite angles of a cyclic quadrilateral add to 180°)`, `${deg(360 - a)} (opposite angles of a cyclic quadrilateral add to 180°)`],
  );
};

const tangentRadius: Generator = (random) => {
  const a = random.int(20, 70);
  return withDistractors(
    { prompt: `PT is a tangent to a circle with centre O, touching it at T. Angle TOP = ${deg(a)}. Find angle OPT.`, steps: [`A tangent is perpendicular to the radius at the point of contact: angle OTP = 90°.`, `In triangle OTP: 180 − 90 − ${a} = ${90 - a}.`], answer: `${deg(90 - a)} (tangent is perpendicular to the radius)` },
    [`${deg(180 - a)} (tangent is perpendicular to the radius)`, `${deg(a)} (tangent is perpendicular to the radius)`],
  );
};

const sameSegment: Generator = (random) => {
  const a = random.int(25, 80);
  return { prompt: `A, B, C and D lie on a circle, with C and D on the same side of chord AB. Angle ACB = ${deg(a)}. Find angle ADB.`, steps: [`Angles in the same segment, standing on the same chord, are equal.`, `Angle ADB = ${deg(a)}.`], answer: `${deg(a)} (angles in the same segment are equal)` };
};

const chordDistance: Generator = (random) => {
  const [x, y, r] = random.pick([
    [3, 4, 5],
    [6, 8, 10],
    [5, 12, 13],
    [8, 6, 10],
    [12, 5, 13],
    [8, 15, 17],
  ] as const);
  return withDistractors(
    { prompt: `A chord of a circle is ${2 * x} cm long and its midpoint is ${y} cm from the centre. Find the radius of the circle.`, steps: [`The line from the centre to the midpoint of a chord is perpendicular to it, making a right-angled triangle with half the chord, ${x} cm.`, `r² = ${x}² + ${y}² = ${x * x + y * y}, so r = ${r}.`], answer: `${r} cm` },
    [`${2 * x + y} cm`, `${Math.round(Math.sqrt(4 * x * x + y * y) * 10) / 10} cm`],
  );
};

export const circleTheorems = defineTopic({
  strand: 'geometry',
  name: 'circle theorems',
  grades: [9, 11],
  keyPoints: [
    'The angle at the centre is twice the angle at the circumference standing on the same arc; the angle in a semicircle is 90°.',
    'Angles in the same segment are equal, and opposite angles of a cyclic quadrilateral add to 180°.',
    'A tangent is perpendicular to the radius at the point where it touches; the perpendicular from the centre to a chord bisects the chord.',
  ],
  priorKnowledge: ['Angles in triangles and quadrilaterals.', 'Isosceles triangles (two radii make one).', 'Pythagoras’ theorem.'],
  keywords: ['circle', 'radius', 'chord', 'tangent', 'angle'],
  materials: ['Compasses, rulers and protractors', 'Dynamic geometry software', 'Printed circles with marked points'],
  activities: ['Measure, then prove: pairs draw several angles standing on the same arc, measure them and the angle at the centre, state the pattern, then follow a proof using isosceles triangles.'],
  levels: [centreTheorem, semicircle, cyclicQuadrilateral, tangentRadius, sameSegment, chordDistance],
  recall: [triangleMissing, isoscelesAngles, quadrilateralMissing],
});

export const angleWarmUps: Readonly<Record<'onALine' | 'triangleMissing', Generator>> = { onALine, triangleMissing };

// ——— Congruent triangles (Years 7 to 10) ———

const TESTS = ['SSS', 'SAS', 'ASA', 'RHS'] as const;

const congruenceTest: Generator = (random) => {
  const test = random.pick(TESTS);
  const [a, b, c] = [random.int(4, 9), random.int(5, 12), random.int(6, 14)];
  const angle = random.int(30, 80);
  const other = random.int(30, 80);
  const facts: Record<(typeof TESTS)[number], [string, string]> = {
    SSS: [`AB = ${a} cm, BC = ${b} cm and CA = ${c} cm`, `PQ = ${a} cm, QR = ${b} cm and RP = ${c} cm`],
    SAS: [`AB = ${a} cm, BC = ${b} cm and angle B = ${angle}°`, `PQ = ${a} cm, QR = ${b} cm and angle Q = ${angle}°`],
    ASA: [`angle A = ${angle}°, AB = ${a} cm and angle B = ${other}°`, `angle P = ${angle}°, PQ = ${a} cm and angle Q = ${other}°`],
    RHS: [`a right angle at B, hypotenuse AC = ${a + b} cm and AB = ${a} cm`, `a right angle at Q, hypotenuse PR = ${a + b} cm and PQ = ${a} cm`],
  };
  const names: Record<(typeof TESTS)[number], string> = { SSS: 'three pairs of equal sides', SAS: 'two pairs of equal sides and the angles between them equal', ASA: 'two pairs of equal angles and the sides between them equal', RHS: 'a right angle, equal hypotenuses and another pair of equal sides' };
  return withDistractors(
    { prompt: `Triangle ABC has ${facts[test][0]}. Triangle PQR has ${facts[test][1]}. Are the triangles congruent? If so, which test shows it?`, steps: [`Match the given parts: ${names[test]}.`, `That is the ${test} test, so triangle ABC ≅ triangle PQR.`], answer: `Yes, by ${test}` },
    TESTS.filter((t) => t !== test).slice(0, 2).map((t) => `Yes, by ${t}`),
  );
};

const notCongruent: Generator = (random) => {
  const [x, y] = [random.int(35, 70), random.int(40, 75)];
  return withDistractors(
    { prompt: `Two triangles both have angles of ${x}°, ${y}° and ${180 - x - y}°. Must they be congruent?`, steps: [`Equal angles (AAA) fix the shape but not the size: one triangle can be an enlargement of the other.`, `So they are similar, but not necessarily congruent.`], answer: 'No: they are similar, but not necessarily congruent' },
    ['Yes, by ASA', 'Yes, by AAA'],
  );
};

const useCongruence: Generator = (random) => {
  const [ab, bc] = [random.int(4, 12), random.int(5, 15)];
  const angleC = random.int(25, 75);
  return withDistractors(
    { prompt: `Triangle ABC ≅ triangle PQR (A matches P, B matches Q, C matches R). AB = ${ab} cm, BC = ${bc} cm and angle C = ${angleC}°. Find QR and angle R.`, steps: [`Matching sides and angles of congruent triangles are equal.`, `QR matches BC: ${bc} cm. Angle R matches angle C: ${angleC}°.`], answer: `QR = ${bc} cm, angle R = ${angleC}°` },
    [`QR = ${ab} cm, angle R = ${angleC}°`, `QR = ${bc} cm, angle R = ${90 - angleC}°`],
  );
};

export const congruence = defineTopic({
  strand: 'geometry',
  name: 'congruent triangles',
  grades: [7, 10],
  keyPoints: [
    'Congruent figures have the same shape and size: one can be moved onto the other by translations, reflections and rotations.',
    'Two triangles are congruent if they match by SSS, SAS, ASA (or AAS) or RHS; equal angles alone (AAA) only show that they are similar.',
    'In congruent triangles, matching sides and angles are equal, so congruence proves unknown lengths and angles.',
  ],
  priorKnowledge: ['Angles in a triangle.', 'Naming sides and angles of a triangle.', 'Translations, reflections and rotations.'],
  keywords: ['congruent', 'triangle', 'angle', 'transformation'],
  misconceptions: ['angle-arm-length'],
  materials: [...ANGLE_MATERIALS, 'Compasses for constructing triangles from given parts'],
  activities: ['Build the triangle: each student constructs a triangle from three given parts (for example two sides and the included angle), then lays it on a partner’s to test whether everyone’s triangles are congruent.'],
  levels: [congruenceTest, congruenceTest, useCongruence, notCongruent, congruenceTest, useCongruence],
  recall: [triangleMissing, isoscelesAngles, congruenceTest],
});
