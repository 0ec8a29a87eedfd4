/**
 * Rules that read the geometry, measurement and trigonometry questions and work each answer out another way:
 * squaring back for Pythagoras, placing a triangle on coordinates for the sine and cosine rules, adding the faces of
 * a solid one by one, stepping a point through a transformation.
 */

import { close, evaluate, fraction, num, point, print, product, roundedTo, share, valueOf, type Rule } from './maths-generators.ts';
import { RULES as NUMBER_RULES } from './maths-rules-number.ts';

const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;
const showPoint = (x: number, y: number) => `(${print(x)}, ${print(y)})`;
const POLYGON_SIDES: Record<string, number> = { triangle: 3, quadrilateral: 4, pentagon: 5, hexagon: 6, heptagon: 7, octagon: 8, nonagon: 9, decagon: 10, dodecagon: 12 };
/** The unit a measurer would reach for, object by object. */
const BEST_UNIT: Record<string, string> = {
  'length of a swimming pool': 'm',
  'mass of an apple': 'g',
  'capacity of a teaspoon': 'mL',
  'distance between two cities': 'km',
  'mass of a car': 'kg',
  'capacity of a bathtub': 'L',
  'thickness of a coin': 'mm',
  'length of a pencil': 'cm',
};
const TO_CM: Record<string, number> = { mm: 0.1, cm: 1, m: 100, km: 100_000 };
const TO_G: Record<string, number> = { g: 1, kg: 1000 };
const TO_ML: Record<string, number> = { mL: 1, L: 1000 };
const CUSTOMARY: Record<string, number> = { 'inches feet': 12, 'feet yards': 3, 'quarts gallons': 4, 'pints quarts': 2, 'ounces pounds': 16, 'cups pints': 2 };
/** Interior angle sum by splitting the polygon into triangles from one vertex, counted one by one. */
const angleSum = (sides: number) => product(180, sides - 2);

export const GEOMETRY_RULES: readonly Rule[] = [
  // Angles
  [/^Is an angle of (\d+)° less than, equal to or greater than a right angle\?$/, (m) => `${Number(m[1]) < 90 ? 'less than' : Number(m[1]) > 90 ? 'greater than' : 'equal to'} a right angle`],
  [/^An angle measures (\d+)°\. Is it acute, right, obtuse, straight or reflex\?$/, (m) => {
    const a = Number(m[1]);
    return a < 90 ? 'acute' : a === 90 ? 'right' : a < 180 ? 'obtuse' : a === 180 ? 'straight' : 'reflex';
  }],
  [/^An angle of (\d+)° is split into two angles by a ray\. One of them is (\d+)°\. What is the other\?$/, (m) => `${Number(m[1]) - Number(m[2])}°`],
  [/^What is the smaller angle between the hands of a clock at (\d+) o’clock\?$/, (m) => `${Math.min(product(30, Number(m[1]) % 12), 360 - product(30, Number(m[1]) % 12))}°`],
  [/^One arm of an angle lies along 0° of a protractor’s (inner|outer) scale\. The other arm crosses the (?:inner|outer) scale at (\d+)° and the (?:inner|outer) scale at (\d+)°\. How big is the angle\?$/, (m) => (answer) => answer === `${m[2]}°` && Number(m[2]) + Number(m[3]) === 180],
  [/^An angle measures (\d+)°\. What is the size of the reflex angle that makes a full turn with it\?$/, (m) => `${360 - Number(m[1])}°`],
  [/^Two angles lie next to each other on a straight line\. One is (\d+)°\. Find the other\.$/, (m) => (answer) => answer.startsWith(`${180 - Number(m[1])}°`)],
  [/^(Three|Four) angles meet at a point: ((?:\d+°, )*\d+°) and x\. Find x\.$/, (m) => (answer) => answer.startsWith(`x = ${360 - m[2]!.split(', ').reduce((t, a) => t + num(a.replace('°', '')), 0)}°`)],
  [/^Two straight lines cross\. One of the four angles is (\d+)°\. Find the other three angles, going round from it\.$/, (m) => `${180 - Number(m[1])}°, ${m[1]}° and ${180 - Number(m[1])}°`],
  [/^Two angles are (complementary|supplementary)\. One of them is (\d+)°\. Find the other\.$/, (m) => `${(m[1] === 'complementary' ? 90 : 180) - Number(m[2])}°`],
  [/^(?:Three angles lie on a straight line|Angles of|Four angles meet at a point|Two parallel lines are crossed by a transversal, making \w+(?:-\w+)? angles of)[: ]?(.+?)(?: lie on a straight line)?\. Find x\.$/, (m, q) => (answer) => {
    const x = num(answer.replace(/^x = /, '').replace('°', ''));
    const parts = m[1]!.replace(/ and /g, ', ').split(', ').map((p) => evaluate(p.replace('°', ''), { x }));
    const total = parts.reduce((a, b) => a + b, 0);
    if (/point/.test(q.prompt)) return close(total, 360);
    if (/straight line/.test(q.prompt)) return close(total, 180);
    if (/co-interior/.test(q.prompt)) return close(total, 180);
    return close(parts[0]!, parts[1]!);
  }],
  [/^Two angles of a triangle are (\d+)° and (\d+)°\. Find the third angle\.$/, (m) => (answer) => answer.startsWith(`${180 - Number(m[1]) - Number(m[2])}°`)],
  [/^One angle of a right-angled triangle is (\d+)°\. Find the other angle that is not the right angle\.$/, (m) => `${90 - Number(m[1])}°`],
  [/^An isosceles triangle has an angle of (\d+)° between its two equal sides\. Find each of the other two angles\.$/, (m) => (answer) => answer.startsWith(`${print((180 - Number(m[1])) / 2)}° each`)],
  [/^Each base angle of an isosceles triangle is (\d+)°\. Find the third angle\.$/, (m) => `${180 - Number(m[1]) - Number(m[1])}°`],
  [/^Three angles of a quadrilateral are (\d+)°, (\d+)° and (\d+)°\. Find the fourth angle\.$/, (m) => (answer) => answer.startsWith(`${360 - Number(m[1]) - Number(m[2]) - Number(m[3])}°`)],
  [/^What is the sum of the interior angles of an? (\w+)\?$/, (m) => `${angleSum(POLYGON_SIDES[m[1]!]!)}°`],
  [/^In a triangle, the two interior angles opposite an exterior angle are (\d+)° and (\d+)°\. Find the exterior angle\.$/, (m) => (answer) => answer.startsWith(`${180 - (180 - Number(m[1]) - Number(m[2]))}°`)],
  [/^Find the size of each interior angle of a regular (\w+)\.$/, (m) => `${print(angleSum(POLYGON_SIDES[m[1]!]!) / POLYGON_SIDES[m[1]!]!)}°`],
  [/^Each exterior angle of a regular polygon is (\d+)°\. How many sides does it have\?$/, (m) => `${share(360, Number(m[1]))[0]} sides`],
  [/^Two parallel lines are crossed by a transversal\. One angle is (\d+)°\. What is the (alternate|corresponding|same-side interior|co-interior|vertically opposite) angle to it\?$/, (m) => (answer) => answer.startsWith(`${/interior/.test(m[2]!) ? 180 - Number(m[1]) : Number(m[1])}°`)],
  [/^A transversal crosses two lines, making (co-interior|alternate|corresponding) angles of (\d+)° and (\d+)°\. Are the two lines parallel\?$/, (m) => (answer) => answer.startsWith((m[1] === 'co-interior' ? Number(m[2]) + Number(m[3]) === 180 : m[2] === m[3]) ? 'Yes' : 'No')],
  [/^An angle at the circumference is (\d+)°\. Find the angle at the centre standing on the same arc\.$/, (m) => (answer) => answer.startsWith(`${Number(m[1]) + Number(m[1])}°`)],
  [/^The angle at the centre of a circle is (\d+)°\. Find the angle at the circumference standing on the same arc\.$/, (m) => (answer) => answer.startsWith(`${print(Number(m[1]) / 2)}°`)],
  [/^AB is a diameter of a circle and C is a point on the circle\. Angle CAB = (\d+)°\. Find angle ABC\.$/, (m) => (answer) => answer.startsWith(`${90 - Number(m[1])}°`)],
  [/^ABCD is a cyclic quadrilateral .* Angle A = (\d+)°\. Find angle C, opposite A\.$/, (m) => (answer) => answer.startsWith(`${180 - Number(m[1])}°`)],
  [/^PT is a tangent to a circle with centre O, touching it at T\. Angle TOP = (\d+)°\. Find angle OPT\.$/, (m) => (answer) => answer.startsWith(`${90 - Number(m[1])}°`)],
  [/^A, B, C and D lie on a circle, with C and D on the same side of chord AB\. Angle ACB = (\d+)°\. Find angle ADB\.$/, (m) => (answer) => answer.startsWith(`${m[1]}°`)],
  [/^A chord of a circle is (\d+) cm long and its midpoint is (\d+) cm from the centre\. Find the radius of the circle\.$/, (m) => (answer) => {
    const r = num(answer.replace(' cm', ''));
    return close(r * r, (Number(m[1]) / 2) ** 2 + Number(m[2]) ** 2);
  }],
  // Congruent triangles: which given parts match decides the test.
  [/^Triangle ABC has (.+)\. Triangle PQR has (.+)\. Are the triangles congruent\? If so, which test shows it\?$/, (m) => {
    const given = m[1]!;
    const angles = (given.match(/angle/g) ?? []).length;
    const sides = (given.match(/\b[A-C]{2} = /g) ?? []).length;
    const test = /right angle/.test(given) ? 'RHS' : sides === 3 ? 'SSS' : angles === 2 ? 'ASA' : 'SAS';
    return `Yes, by ${test}`;
  }],
  [/^Triangle ABC ≅ triangle PQR \(A matches P, B matches Q, C matches R\)\. AB = (\d+) cm, BC = (\d+) cm and angle C = (\d+)°\. Find QR and angle R\.$/, (m) => `QR = ${m[2]} cm, angle R = ${m[3]}°`],
  [/^Two triangles both have angles of .+\. Must they be congruent\?$/, () => (answer) => answer.startsWith('No')],
  // Coordinates and transformations
  [/^A point is (\d+) units? to the right of the origin and (\d+) units? up\. Write its coordinates\.$/, (m) => `(${m[1]}, ${m[2]})`],
  [/^Start at (\(.+?\))\. Move (\d+) units? (right|left) and (\d+) units? (up|down)\. What are the new coordinates\?$/, (m) => {
    const [x, y] = point(m[1]!);
    return showPoint(x + (m[3] === 'right' ? 1 : -1) * Number(m[2]), y + (m[5] === 'up' ? 1 : -1) * Number(m[4]));
  }],
  [/^Three corners of a rectangle are (\(.+?\)), (\(.+?\)), (\(.+?\))\. What are the coordinates of the fourth corner\?$/, (m) => {
    const xs = [m[1], m[2], m[3]].map((p) => point(p!)[0]);
    const ys = [m[1], m[2], m[3]].map((p) => point(p!)[1]);
    // The fourth corner takes the x and the y that appear only once.
    const odd = (values: number[]) => values.find((v) => values.filter((w) => w === v).length === 1)!;
    return showPoint(odd(xs), odd(ys));
  }],
  [/^How far apart are the points (\(.+?\)) and (\(.+?\))\?$/, (m) => {
    const [a, b] = [point(m[1]!), point(m[2]!)];
    return `${Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1])} units`;
  }],
  [/^In which quadrant is the point (\(.+?\))\?$/, (m) => {
    const [x, y] = point(m[1]!);
    return `the ${x > 0 ? (y > 0 ? 'first' : 'fourth') : y > 0 ? 'second' : 'third'} quadrant`;
  }],
  [/^Reflect the point (\(.+?\)) in the (x|y)-axis\. What are the coordinates of its image\?$/, (m) => {
    const [x, y] = point(m[1]!);
    return m[2] === 'x' ? showPoint(x, -y) : showPoint(-x, y);
  }],
  [/^A rectangle has corners at (\(.+?\)), (\(.+?\)), (\(.+?\)) and (\(.+?\))\. Find its perimeter and its area\.$/, (m) => {
    const corners = [m[1], m[2], m[3], m[4]].map((p) => point(p!));
    const width = Math.max(...corners.map((c) => c[0])) - Math.min(...corners.map((c) => c[0]));
    const height = Math.max(...corners.map((c) => c[1])) - Math.min(...corners.map((c) => c[1]));
    return `Perimeter ${width + width + height + height} units, area ${product(width, height)} square units`;
  }],
  [/^In a 3D coordinate system, a drone is at \((\d+), (\d+), (\d+)\)\. It flies (\d+) units? in the positive x direction and rises (\d+) units?\./, (m) => `(${Number(m[1]) + Number(m[4])}, ${m[2]}, ${Number(m[3]) + Number(m[5])})`],
  [/^A counter sits on square ([A-H])(\d) of a grid, where the letters go across and the numbers go up\. It slides (\d+) squares? to the (right|left)\. Which square is it on now\?$/, (m) => `${String.fromCharCode(m[1]!.charCodeAt(0) + (m[4] === 'right' ? 1 : -1) * Number(m[3]))}${m[2]}`],
  [/^The letter ([bdpq]) is flipped over a (vertical|horizontal) mirror line\. Which letter does it look like now\?$/, (m) => ({ vertical: { b: 'd', d: 'b', p: 'q', q: 'p' }, horizontal: { b: 'p', p: 'b', d: 'q', q: 'd' } })[m[2] as 'vertical'][m[1] as 'b']],
  [/^An? [\w ]+ is (?:slid|turned|flipped) to a new position\. Does its size change\?$/, () => (answer) => answer.startsWith('No')],
  [/^Translate the point (\(.+?\)) by the vector (\(.+?\))\. Where is its image\?$/, (m) => {
    const [[x, y], [dx, dy]] = [point(m[1]!), point(m[2]!)];
    return showPoint(x + dx, y + dy);
  }],
  [/^Translate the point (\(.+?\)) (\d+) (right|left) and (\d+) (up|down)\. Where is its image\?$/, (m) => {
    const [x, y] = point(m[1]!);
    return showPoint(x + (m[3] === 'right' ? 1 : -1) * Number(m[2]), y + (m[5] === 'up' ? 1 : -1) * Number(m[4]));
  }],
  [/^A point at (\(.+?\)) is reflected in the mirror line (x|y) = (\d+)\. Where is its image\?$/, (m) => {
    const [x, y] = point(m[1]!);
    const k = Number(m[3]);
    return m[2] === 'x' ? showPoint(k + (k - x), y) : showPoint(x, k + (k - y));
  }],
  [/^Rotate the point (\(.+?\)) (90° clockwise|90° anticlockwise|180°) about the origin\. Where is its image\?$/, (m) => {
    // Step the point a quarter turn at a time: a clockwise quarter turn takes (x, y) to (y, −x).
    let [x, y] = point(m[1]!);
    const quarters = m[2] === '180°' ? 2 : m[2] === '90° clockwise' ? 1 : 3;
    for (let i = 0; i < quarters; i++) [x, y] = [y, -x];
    return showPoint(x, y);
  }],
  [/^The point A(\(.+?\)) maps to A′(\(.+?\)) \(and every other point of the shape moves the same way\)\. Describe the single transformation\.$/, (m) => (answer) => {
    const [[x, y], [u, v]] = [point(m[1]!), point(m[2]!)];
    const t = /^a translation (\d+) (right|left) and (\d+) (up|down)$/.exec(answer);
    if (t) return x + (t[2] === 'right' ? 1 : -1) * Number(t[1]) === u && y + (t[4] === 'up' ? 1 : -1) * Number(t[3]) === v && (u !== -x || v !== -y);
    if (answer === 'a reflection in the x-axis') return u === x && v === -y;
    if (answer === 'a reflection in the y-axis') return u === -x && v === y;
    if (answer === 'a rotation of 180° about the origin') return u === -x && v === -y;
    return false;
  }],
  [/^Reflect the point (\(.+?\)) in the (x|y)-axis, then translate the image (\d+) (right|left) and (\d+) (up|down)\. Where does the point end up\?$/, (m) => {
    let [x, y] = point(m[1]!);
    [x, y] = m[2] === 'x' ? [x, -y] : [-x, y];
    return showPoint(x + (m[4] === 'right' ? 1 : -1) * Number(m[3]), y + (m[6] === 'up' ? 1 : -1) * Number(m[5]));
  }],
  [/^A triangle has vertices (\(.+?\)), (\(.+?\)), (\(.+?\))\. Translate it by the vector (\(.+?\))\. Write the vertices of the image\.$/, (m) => {
    const [dx, dy] = point(m[4]!);
    return [m[1], m[2], m[3]].map((p) => point(p!)).map(([x, y]) => showPoint(x + dx, y + dy)).join(', ');
  }],
  // Enlargement and similarity
  [/^A rectangle ([\d.]+) cm by ([\d.]+) cm is enlarged by a scale factor of ([\d.]+)\. What are the length and width of the image\?$/, (m) => `${print(num(m[1]!) * num(m[3]!))} cm by ${print(num(m[2]!) * num(m[3]!))} cm`],
  [/^A side of a shape is ([\d.]+) cm\. After an enlargement, the matching side is ([\d.]+) cm\. What is the scale factor\?$/, (m) => (answer) => close(valueOf(answer) * num(m[1]!), num(m[2]!))],
  [/^Two triangles are similar\. The smaller has sides ([\d.]+) cm and ([\d.]+) cm\. In the larger, the side matching \1 cm is ([\d.]+) cm\. How long is the side matching \2 cm\?$/, (m) => (answer) => close(num(answer.replace(' cm', '')) * num(m[1]!), num(m[3]!) * num(m[2]!))],
  [/^A map has a scale of 1 : ([\d,]+)\. Two towns are ([\d.]+) cm apart on the map\. How far apart are they in real life, in kilometres\?$/, (m) => `${print((num(m[1]!) * num(m[2]!)) / 100_000)} km`],
  [/^Enlarge the point (\(.+?\)) by a scale factor of (−?[\d.]+) with the origin as the centre of enlargement\. Where is its image\?$/, (m) => {
    const [x, y] = point(m[1]!);
    return showPoint(x * num(m[2]!), y * num(m[2]!));
  }],
  [/^Two similar solids have a length scale factor of (\d+)\. The smaller has an? (surface area|volume) of (\d+) (cm²|cm³)\. What is the \2 of the larger\?$/, (m) => {
    const k = Number(m[1]);
    return `${print(Number(m[3]) * (m[2] === 'volume' ? k * k * k : k * k))} ${m[4]}`;
  }],
  // Coordinate geometry
  [/^Find the gradient of the line through (\(.+?\)) and (\(.+?\))\.$/, (m) => {
    const [[x1, y1], [x2, y2]] = [point(m[1]!), point(m[2]!)];
    return fraction(y2 - y1, x2 - x1);
  }],
  [/^Find the midpoint of the line segment joining (\(.+?\)) and (\(.+?\))\.$/, (m) => {
    const [[x1, y1], [x2, y2]] = [point(m[1]!), point(m[2]!)];
    return showPoint((x1 + x2) / 2, (y1 + y2) / 2);
  }],
  [/^Find the distance between (\(.+?\)) and (\(.+?\)), to 2 decimal places\.$/, (m) => {
    const [[x1, y1], [x2, y2]] = [point(m[1]!), point(m[2]!)];
    return roundedTo(Math.sqrt((x2 - x1) ** 2 + (y2 - y1) ** 2), 2);
  }],
  [/^Find the distance between (\(.+?\)) and (\(.+?\))\.$/, (m) => (answer) => {
    const [[x1, y1], [x2, y2]] = [point(m[1]!), point(m[2]!)];
    const d = num(answer.replace(' units', ''));
    return d * d === (x2 - x1) ** 2 + (y2 - y1) ** 2;
  }],
  [/^Find the equation of the line parallel to y = (.+) that passes through (\(.+?\))\.$/, (m) => (answer) => {
    const line = answer.replace(/^y = /, '');
    const slope = (f: string) => evaluate(f, { x: 1 }) - evaluate(f, { x: 0 });
    return close(slope(line), slope(m[1]!)) && close(evaluate(line, { x: point(m[2]!)[0] }), point(m[2]!)[1]);
  }],
  [/^Find the equation of the straight line through (\(.+?\)) and (\(.+?\))\. Write it as y = mx \+ c\.$/, (m) => (answer) => {
    const line = answer.replace(/^y = /, '');
    return [m[1]!, m[2]!].every((p) => close(evaluate(line, { x: point(p)[0] }), point(p)[1]));
  }],
  [/^What is the gradient of a line perpendicular to y = (.+)\?$/, (m) => (answer) => {
    const slope = evaluate(m[1]!, { x: 1 }) - evaluate(m[1]!, { x: 0 });
    return close(valueOf(answer) * slope, -1);
  }],
  [/^Does the point (\(.+?\)) lie on the circle x² \+ y² = (\d+)\?$/, (m) => {
    const [x, y] = point(m[1]!);
    return product(x, x) + product(y, y) === Number(m[2]) ? 'Yes' : 'No';
  }],
  [/^Find the point P on the segment from A(\(.+?\)) to B(\(.+?\)) that divides it in the ratio AP : PB = (\d+) : (\d+)\.$/, (m) => (answer) => {
    const [[ax, ay], [bx, by], [px, py]] = [point(m[1]!), point(m[2]!), point(answer)];
    const [p, q] = [Number(m[3]), Number(m[4])];
    return close((px - ax) * q, (bx - px) * p) && close((py - ay) * q, (by - py) * p);
  }],
  // Solids and areas
  [/^A box is packed with centimetre cubes: each layer has (\d+) rows of (\d+) cubes, and there are (\d+) layers\. What is the volume of the box\?$/, (m) => `${product(product(Number(m[1]), Number(m[2])), Number(m[3]))} cm³`],
  [/^A (?:cuboid \(rectangular prism\)|box) is ([\d.]+) (cm|m) long, ([\d.]+) \2 wide and ([\d.]+) \2 high\. Find its volume\.$/, (m) => `${print(num(m[1]!) * num(m[3]!) * num(m[4]!))} ${m[2]}³`],
  [/^A cuboid has a volume of (\d+) cm³\. Its base is (\d+) cm by (\d+) cm\. How high is it\?$/, (m) => (answer) => product(product(num(answer.replace(' cm', '')), Number(m[2])), Number(m[3])) === Number(m[1])],
  [/^A solid is made of two cuboids joined together: one (\d+) cm × (\d+) cm × (\d+) cm and one (\d+) cm × (\d+) cm × (\d+) cm\. What is its total volume\?$/, (m) => `${Number(m[1]) * Number(m[2]) * Number(m[3]) + Number(m[4]) * Number(m[5]) * Number(m[6])} cm³`],
  [/^A fish tank is (\d+) cm long, (\d+) cm wide and (\d+) cm high\. How many litres of water does it hold when full\?$/, (m) => `${print((Number(m[1]) * Number(m[2]) * Number(m[3])) / 1000)} litres`],
  [/^A triangular prism has a triangular cross-section with a base of (\d+) cm and a height of (\d+) cm\. The prism is (\d+) cm long\. Find its volume\.$/, (m) => `${print((Number(m[1]) * Number(m[2]) * Number(m[3])) / 2)} cm³`],
  [/^A prism has a cross-section with an area of (\d+) cm² and a length of (\d+) cm\. Find its volume\.$/, (m) => `${product(Number(m[1]), Number(m[2]))} cm³`],
  [/^Find the surface area of a cube with edges of (\d+) cm\.$/, (m) => `${[1, 2, 3, 4, 5, 6].reduce((t) => t + product(Number(m[1]), Number(m[1])), 0)} cm²`],
  [/^Find the surface area of a cuboid (\d+) cm long, (\d+) cm wide and (\d+) cm high\.$/, (m) => {
    const [l, w, h] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const faces = [l * w, l * w, l * h, l * h, w * h, w * h];
    return `${faces.reduce((a, b) => a + b, 0)} cm²`;
  }],
  [/^The net of a square-based pyramid is a square with sides of (\d+) cm and four triangles, each with a base of \1 cm and a height of (\d+) cm\. Find the surface area of the pyramid\.$/, (m) => `${print(Number(m[1]) ** 2 + 4 * (Number(m[1]) * Number(m[2])) / 2)} cm²`],
  [/^A triangular prism has a right-angled triangle at each end with sides (\d+) cm, (\d+) cm and (\d+) cm\. The prism is (\d+) cm long\. Find its surface area\.$/, (m) => {
    const [a, b, c, l] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
    return `${print(a * b + (a + b + c) * l)} cm²`;
  }],
  [/^Find the total surface area of a closed cylinder with radius (\d+) cm and height (\d+) cm, to 1 decimal place\.$/, (m) => roundedTo(2 * Math.PI * Number(m[1]) * (Number(m[1]) + Number(m[2])))],
  [/^Find the volume of a (cylinder|cone) with (?:base )?radius (\d+) cm and height (\d+) cm, to 1 decimal place\.$/, (m) => roundedTo((Math.PI * Number(m[2]) ** 2 * Number(m[3])) / (m[1] === 'cone' ? 3 : 1))],
  [/^A square-based pyramid has a base of side (\d+) cm and a perpendicular height of (\d+) cm\. Find its volume\.$/, (m) => (answer) => close(num(answer.replace(' cm³', '')) * 3, Number(m[1]) ** 2 * Number(m[2]))],
  [/^A silo is a cylinder of radius (\d+) m and height (\d+) m with a hemisphere of the same radius on top\. Find its volume, to 1 decimal place\.$/, (m) => roundedTo(Math.PI * Number(m[1]) ** 2 * Number(m[2]) + (2 / 3) * Math.PI * Number(m[1]) ** 3)],
  [/^Find the (volume|surface area) of a sphere with radius (\d+) cm, to 1 decimal place\.$/, (m) => roundedTo(m[1] === 'volume' ? (4 / 3) * Math.PI * Number(m[2]) ** 3 : 4 * Math.PI * Number(m[2]) ** 2)],
  [/^An L-shaped room is a (\d+) m by (\d+) m rectangle with a (\d+) m by (\d+) m rectangle cut from one corner\. Find its area and its perimeter\.$/, (m) => `Area ${product(Number(m[1]), Number(m[2])) - product(Number(m[3]), Number(m[4]))} m², perimeter ${2 * (Number(m[1]) + Number(m[2]))} m`],
  [/^A shape is a rectangle (\d+) cm wide and (\d+) cm tall with a triangle on top\. The triangle has the same \1 cm base and a height of (\d+) cm\. Find the total area\.$/, (m) => `${print(Number(m[1]) * Number(m[2]) + (Number(m[1]) * Number(m[3])) / 2)} cm²`],
  [/^A trape(?:zoid|zium) has parallel sides of (\d+) cm and (\d+) cm and a perpendicular height of (\d+) cm\. Find its area\.$/, (m) => {
    // Two copies of a trapezium make a parallelogram with base a + b.
    return `${print(((Number(m[1]) + Number(m[2])) * Number(m[3])) / 2)} cm²`;
  }],
  [/^A (?:kite|rhombus) has diagonals of (\d+) cm and (\d+) cm\. Find its area\.$/, (m) => `${print((Number(m[1]) * Number(m[2])) / 2)} cm²`],
  [/^A garden bed is a rectangle (\d+) m long and (\d+) m wide with a semicircle on one of its \2 m ends\. Find its area, to 1 decimal place\.$/, (m) => roundedTo(Number(m[1]) * Number(m[2]) + (Math.PI * (Number(m[2]) / 2) ** 2) / 2)],
  [/^A circle fits exactly inside a square of side (\d+) cm\. Find the area of the square that is not covered by the circle, to 1 decimal place\.$/, (m) => roundedTo(Number(m[1]) ** 2 - Math.PI * (Number(m[1]) / 2) ** 2)],
  [/^A sector of a circle has radius (\d+) cm and an angle of (\d+)° at the centre\. Find (?:the )?(length of its arc|area of the sector|its area|area), to 1 decimal place\.$/, (m) => {
    const [r, angle] = [Number(m[1]), Number(m[2])];
    return roundedTo(/arc/.test(m[3]!) ? (angle / 360) * 2 * Math.PI * r : (angle / 360) * Math.PI * r * r);
  }],
  // Units and compound measures
  [/^How many degrees are there in an? ([\w-]+) turn\?$/, (m) => `${product(90, { quarter: 1, half: 2, 'three-quarter': 3, full: 4, whole: 4 }[m[1]!]!)}°`],
  [/^Which unit is best for measuring the (.+): mm, cm, m, km, g, kg, mL or L\?$/, (m) => BEST_UNIT[m[1]!]],
  [/^An? [\w ]+ has labelled marks at ([\d.]+) ?(°C|g|mL|cm|kg|L) and ([\d.]+) ?\2, with (\d+) equal spaces between them\. The pointer is on mark (\d+) after \1 ?\2\. What does it read\?$/, (m) => (answer) => close(num(answer.replace(/ ?(°C|g|mL|cm|kg|L)$/, '')), num(m[1]!) + ((num(m[3]!) - num(m[1]!)) / Number(m[4])) * Number(m[5]))],
  [/^Convert ([\d.,]+) (mm|cm|m|km) to (mm|cm|m|km)\.$/, (m) => `${print((num(m[1]!) * TO_CM[m[2]!]!) / TO_CM[m[3]!]!)} ${m[3]}`],
  [/^Convert ([\d.,]+) (g|kg) to (g|kg)\.$/, (m) => `${print((num(m[1]!) * TO_G[m[2]!]!) / TO_G[m[3]!]!)} ${m[3]}`],
  [/^Convert ([\d.,]+) (mL|L) to (mL|L)\.$/, (m) => `${print((num(m[1]!) * TO_ML[m[2]!]!) / TO_ML[m[3]!]!)} ${m[3]}`],
  // Both parts in the base unit (cm, g, mL), added, then shared back into the larger unit.
  [/^Write (\d+) (km|m|kg|L) ([\d,]+) (m|cm|g|mL) in (km|m|kg|L), as a decimal\.$/, (m) => {
    const base = { ...TO_CM, ...TO_G, ...TO_ML };
    return `${print((num(m[1]!) * base[m[2]!]! + num(m[3]!) * base[m[4]!]!) / base[m[5]!]!)} ${m[5]}`;
  }],
  [/^Convert ([\d.,]+) (mm|cm|m|km)² to (mm|cm|m|km)²\.$/, (m) => `${print(Number(((num(m[1]!) * (TO_CM[m[2]!]! / TO_CM[m[3]!]!) ** 2)).toPrecision(12)))} ${m[3]}²`],
  [/^Convert ([\d.,]+) hectares to m²\.$/, (m) => `${print(num(m[1]!) * 10_000)} m²`],
  [/^Convert ([\d.]+) m³ to cm³, and say how many litres that is\.$/, (m) => `${print(num(m[1]!) * 1_000_000)} cm³ = ${print(num(m[1]!) * 1000)} L`],
  [/^Add (\d+) (km|kg|L) (\d+) (m|g|mL) and (\d+) \2 (\d+) \4\. Give the answer in \2 and \4\.$/, (m) => {
    const small = product(1000, Number(m[1]) + Number(m[5])) + Number(m[3]) + Number(m[6]);
    const [big, rest] = share(small, 1000);
    return `${big} ${m[2]} ${rest} ${m[4]}`;
  }],
  [/^How many (\w+) are there in (\d+) (\w+)\?$/, (m) => {
    const per = CUSTOMARY[`${m[1]} ${m[3]!.replace(/s?$/, 's').replace('foots', 'feet').replace('feets', 'feet')}`] ?? CUSTOMARY[`${m[1]} ${m[3]}`];
    return per === undefined ? undefined : `${product(per, Number(m[2]))} ${m[1]}`;
  }],
  [/^Use (\d+) (\w+) ≈ ([\d.]+) (\w+) to convert ([\d.]+) \2 to \4, approximately\.$/, (m) => `About ${print((num(m[5]!) * num(m[3]!)) / Number(m[1]))} ${m[4]}`],
  [/^Use 1 (\w+) ≈ ([\d.]+) (\w+) to convert ([\d.]+) (\w+) to \3, approximately\.$/, (m) => `About ${print(num(m[4]!) * num(m[2]!))} ${m[3]}`],
  [/^A (?:train|car|bus) travels ([\d.]+) km in ([\d.]+) hours\. What is its average speed\?$/, (m) => `${print(num(m[1]!) / num(m[2]!))} km/h`],
  [/^A coach travels ([\d.]+) km at an average speed of ([\d.]+) km\/h\. How long does the journey take\?$/, (m) => (answer) => close(num(answer.replace(/ hours?/, '')) * num(m[2]!), num(m[1]!))],
  [/^A car travels at an average speed of ([\d.]+) km\/h for ([\d.]+) hours\. How far does it travel\?$/, (m) => `${print(num(m[1]!) * num(m[2]!))} km`],
  [/^A part-time job pays ([$£])([\d.]+) per hour\. How much is earned for (\d+) hours of work\?$/, (m) => {
    const pence = product(Math.round(num(m[2]!) * 100), Number(m[3]));
    return `${m[1]}${print(share(pence, 100)[0])}.${String(pence % 100).padStart(2, '0')}`;
  }],
  [/^A material has a density of ([\d.]+) g\/cm³\. What is the mass of (\d+) cm³ of it\?$/, (m) => `${print(num(m[1]!) * Number(m[2]))} g`],
  [/^A block of metal has a mass of ([\d.]+) g and a volume of ([\d.]+) cm³\. What is its density\?$/, (m) => (answer) => close(num(answer.replace(' g/cm³', '')) * num(m[2]!), num(m[1]!))],
  [/^Convert (\d+) km\/h to metres per second\.$/, (m) => `${print((Number(m[1]) * 1000) / 3600)} m/s`],
  [/^A force of (\d+) N acts on an area of ([\d.]+) m²\. What is the pressure\?$/, (m) => (answer) => close(num(answer.replace(' N/m²', '')) * num(m[2]!), Number(m[1]))],
  [/^An? [\w ]+ is measured as (\d+) (mm|cm|g|mL), to the nearest (\d*) ?\2\. Find the absolute error and the percentage error, to 2 decimal places\.$/, (m) => {
    const half = Number(m[3] || 1) / 2;
    return `Absolute error ${print(half)} ${m[2]}; percentage error ${((half / Number(m[1])) * 100 + 1e-9).toFixed(2)}%`;
  }],
  [/^A student estimates a length as (\d+) cm\. Its true length is (\d+) cm\. What is the percentage error, to 1 decimal place\?$/, (m) => (answer) => roundedTo((Math.abs(Number(m[1]) - Number(m[2])) / Number(m[2])) * 100)(answer.replace('%', ''))],
  [/^A rectangle measures (\d+) cm by (\d+) cm, each to the nearest cm\. Between what limits must its true area lie\?$/, (m) => `${print((Number(m[1]) - 0.5) * (Number(m[2]) - 0.5))} cm² ≤ area < ${print((Number(m[1]) + 0.5) * (Number(m[2]) + 0.5))} cm²`],
  // Pythagoras and trigonometry
  [/^A right-angled triangle has shorter sides of (\d+) cm and (\d+) cm\. Find the (?:length of the )?hypotenuse(, to 1 decimal place)?\.$/, (m) => (answer) => {
    const c = num(answer.replace(/ cm.*$/, ''));
    const squares = Number(m[1]) ** 2 + Number(m[2]) ** 2;
    return m[3] ? roundedTo(Math.sqrt(squares))(answer) : c * c === squares;
  }],
  [/^A right-angled triangle has a hypotenuse of (\d+) cm and one shorter side of (\d+) cm\. Find the (?:length of the )?other (?:shorter )?side(, to 1 decimal place)?\.$/, (m) => (answer) => {
    const b = num(answer.replace(/ cm.*$/, ''));
    const difference = Number(m[1]) ** 2 - Number(m[2]) ** 2;
    return m[3] ? roundedTo(Math.sqrt(difference))(answer) : b * b === difference;
  }],
  [/^A triangle has sides of (\d+) cm, (\d+) cm and (\d+) cm\. Is it right-angled\?$/, (m) => (answer) => answer.startsWith(product(Number(m[1]), Number(m[1])) + product(Number(m[2]), Number(m[2])) === product(Number(m[3]), Number(m[3])) ? 'Yes' : 'No')],
  [/^An? (\d+) m ladder leans against a vertical wall with its foot ([\d.]+) m from the wall on level ground\. How high up the wall does it reach, to 1 decimal place\?$/, (m) => roundedTo(Math.sqrt(Number(m[1]) ** 2 - num(m[2]!) ** 2))],
  [/^A box is (\d+) cm long, (\d+) cm wide and (\d+) cm high\. Find the length of the longest straight rod that fits inside it .*, to 1 decimal place\.$/, (m) => roundedTo(Math.hypot(Math.hypot(Number(m[1]), Number(m[2])), Number(m[3])))],
  [/^In a right-angled triangle, angle θ = (\d+)° and the (hypotenuse|side opposite θ|side adjacent to θ) is (\d+) cm\. Find the (hypotenuse|side opposite θ|side adjacent to θ), to 1 decimal place\.$/, (m) => {
    // Build the triangle with hypotenuse 1 and scale it to the side given.
    const unit: Record<string, number> = { hypotenuse: 1, 'side opposite θ': Math.sin(rad(Number(m[1]))), 'side adjacent to θ': Math.cos(rad(Number(m[1]))) };
    return roundedTo((Number(m[3]) / unit[m[2]!]!) * unit[m[4]!]!);
  }],
  [/^In a right-angled triangle, the side opposite angle θ is (\d+) cm and the side adjacent to θ is (\d+) cm\. Find θ, to 1 decimal place\.$/, (m) => roundedTo(deg(Math.atan2(Number(m[1]), Number(m[2]))))],
  [/^In a right-angled triangle, the side opposite angle θ is (\d+) cm, the side adjacent to θ is (\d+) cm and the hypotenuse is (\d+) cm\. Write sin θ, cos θ and tan θ as fractions\.$/, (m) => `sin θ = ${fraction(Number(m[1]), Number(m[3]))}, cos θ = ${fraction(Number(m[2]), Number(m[3]))}, tan θ = ${fraction(Number(m[1]), Number(m[2]))}`],
  [/^A student stands (\d+) m from the base of a tree on level ground\. The angle of elevation to the top of the tree is (\d+)°\./, (m) => roundedTo(Number(m[1]) * Math.tan(rad(Number(m[2]))))],
  [/^From the top of a cliff, the angle of depression to a boat is (\d+)°\. The boat is (\d+) m from the foot of the cliff\./, (m) => roundedTo(Number(m[2]) * Math.tan(rad(Number(m[1]))))],
  [/^(?:Without a calculator, give|Find) the exact value of (sin|cos|tan) (\d+)°\.$/, (m) => (answer) => {
    const exact = evaluate(answer.replace(/√(\d)/g, '√$1'));
    const angle = rad(Number(m[2]));
    return close(exact, { sin: Math.sin(angle), cos: Math.cos(angle), tan: Math.tan(angle) }[m[1] as 'sin'], 1e-9);
  }],
  [/^Write the direction ([\w-]+) as a three-figure bearing\.$/, (m) => `${String(product(45, ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'].indexOf(m[1]!))).padStart(3, '0')}°`],
  [/^The bearing of B from A is (\d+)°\. What is the bearing of A from B\?$/, (m) => `${String((Number(m[1]) + 180) % 360).padStart(3, '0')}°`],
  [/^A ship sails on a bearing of (\d+)°, then turns (\d+)° (clockwise|anticlockwise)\. What is its new bearing\?$/, (m) => `${String((Number(m[1]) + (m[3] === 'clockwise' ? 1 : -1) * Number(m[2]) + 360) % 360).padStart(3, '0')}°`],
  [/^A plane flies (\d+) km on a bearing of (\d+)°\. How far east and how far north of its start is it, to 1 decimal place\?$/, (m) => (answer) => {
    const parts = /^([\d.]+) km (east|west) and ([\d.]+) km (north|south)$/.exec(answer);
    const [east, north] = [Number(m[1]) * Math.sin(rad(Number(m[2]))), Number(m[1]) * Math.cos(rad(Number(m[2])))];
    return Boolean(parts) && roundedTo(Math.abs(east))(parts![1]!) && roundedTo(Math.abs(north))(parts![3]!) && (parts![2] === 'east') === east > 0 && (parts![4] === 'north') === north > 0;
  }],
  [/^B is (\d+) km (east|west) and (\d+) km (north|south) of A\. Find the bearing of B from A, to the nearest degree\.$/, (m) => {
    const [x, y] = [(m[2] === 'east' ? 1 : -1) * Number(m[1]), (m[4] === 'north' ? 1 : -1) * Number(m[3])];
    return `${String(Math.round((deg(Math.atan2(x, y)) + 360) % 360) % 360).padStart(3, '0')}°`;
  }],
  // The sine and cosine rules, checked on a triangle drawn on coordinates
  [/^In triangle ABC, angle A = (\d+)°, angle B = (\d+)° and side a = (\d+) cm\. Find side b, to 1 decimal place\.$/, (m) => {
    // Put A at the origin and B on the x-axis; C is where the two angle rays meet; a is the side opposite A.
    const [A, B] = [rad(Number(m[1])), rad(Number(m[2]))];
    const c = 1;
    const t = (c * Math.tan(B)) / (Math.tan(A) + Math.tan(B));
    const [cx, cy] = [t, t * Math.tan(A)];
    const a = Math.hypot(cx - c, cy);
    const b = Math.hypot(cx, cy);
    return roundedTo((b / a) * Number(m[3]));
  }],
  [/^In triangle ABC, sides b = (\d+) cm and c = (\d+) cm, and the angle between them, A, is (\d+)°\. Find side a, to 1 decimal place\.$/, (m) => {
    const A = rad(Number(m[3]));
    return roundedTo(Math.hypot(Number(m[1]) * Math.cos(A) - Number(m[2]), Number(m[1]) * Math.sin(A)));
  }],
  [/^In triangle ABC, angle A = (\d+)°, side a = (\d+) cm and side b = (\d+) cm\. Find angle B \(it is acute\), to 1 decimal place\.$/, (m) => (answer) => {
    const B = rad(num(answer.replace('°', '')));
    // Sides in proportion to the sines of their angles, checked at the rounded angle within its half-degree.
    const ratio = (Number(m[3]) * Math.sin(rad(Number(m[1])))) / Number(m[2]);
    return /^\d+\.\d°$/.test(answer) && Math.abs(Math.sin(B) - ratio) <= Math.cos(B) * rad(0.05) + 1e-9;
  }],
  [/^A triangle has sides a = (\d+) cm, b = (\d+) cm and c = (\d+) cm\. Find angle A \(opposite side a\), to 1 decimal place\.$/, (m) => {
    // Place B at the origin and C at (a, 0); A is where circles of radius c about B and b about C meet.
    const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const x = (a * a + c * c - b * b) / (2 * a);
    const y = Math.sqrt(c * c - x * x);
    const angle = Math.acos(((0 - x) * (a - x) + (0 - y) * (0 - y)) / (Math.hypot(x, y) * Math.hypot(a - x, y)));
    return (answer) => roundedTo(deg(angle))(answer.replace('°', '').replace(/(\.\d)$/, '$1'));
  }],
  [/^Two sides of a triangle are (\d+) cm and (\d+) cm, and the angle between them is (\d+)°\. Find the area, to 1 decimal place\.$/, (m) => {
    // Heron's formula on the three sides, the third from coordinates.
    const [p, q, C] = [Number(m[1]), Number(m[2]), rad(Number(m[3]))];
    const r = Math.hypot(q * Math.cos(C) - p, q * Math.sin(C));
    const s = (p + q + r) / 2;
    return roundedTo(Math.sqrt(s * (s - p) * (s - q) * (s - r)));
  }],
  [/^Convert (\d+)° to radians, in terms of π\.$/, (m) => (answer) => close(evaluate(answer.replace('π', 'π').replace(/^π/, '1π').replace(/(\d)π/, '$1×π')), rad(Number(m[1])))],
  [/^Convert (.+) radians to degrees\.$/, (m) => `${print(Math.round(deg(evaluate(m[1]!.replace(/(\d)π/, '$1×π')))))}°`],
  [/^Solve (sin|cos|tan) x = (.+) for 0° ≤ x ≤ 360°\.$/, (m) => (answer) => {
    const target = evaluate(m[2]!);
    const roots = answer.split(' and ').map((a) => num(a.replace('°', '')));
    const f = (x: number) => ({ sin: Math.sin, cos: Math.cos, tan: Math.tan })[m[1] as 'sin'](rad(x));
    // Every whole degree that solves it, found by trying them all.
    const all = Array.from({ length: 361 }, (_, x) => x).filter((x) => close(f(x), target, 1e-9) && x < 360);
    return roots.length === all.length && roots.every((r, i) => r === all[i]);
  }],
  [/^For y = (\d*) ?(sin|cos)\(([\d.]+)x\)(?: ([+−]) (\d+))?, with x in degrees, give the amplitude, the period and the midline\.$/, (m) => `amplitude ${m[1] || 1}, period ${print(360 / num(m[3]!))}°, midline y = ${m[4] ? print((m[4] === '−' ? -1 : 1) * Number(m[5])) : 0}`],
  [/^θ is an acute angle with sin θ = (\d+)\/(\d+)\. Use sin²θ \+ cos²θ = 1 to find cos θ and tan θ\.$/, (m) => (answer) => {
    const parts = /^cos θ = (\d+\/\d+), tan θ = (\d+\/\d+)$/.exec(answer);
    const sin = Number(m[1]) / Number(m[2]);
    return Boolean(parts) && close(valueOf(parts![1]!) ** 2 + sin ** 2, 1) && close(valueOf(parts![2]!), sin / valueOf(parts![1]!));
  }],
  [/^An arc of a circle of radius (\d+) cm subtends an angle of ([\d.]+) radians at the centre\. How long is the arc\?$/, (m) => `${print(Number(m[1]) * num(m[2]!))} cm`],
];

export const RULES: readonly Rule[] = [...GEOMETRY_RULES, ...NUMBER_RULES];
