import type { Misconception } from '../../types.ts';
import { MATHS_MISCONCEPTIONS } from '../misconceptions/maths.ts';
import { SOURCES } from '../misconceptions/sources.ts';

/** Research the number, geometry and algebra misconceptions below are drawn from, cited as a teacher would look it up. */
const MORE_SOURCES = {
  gelmanGallistel1978: 'Gelman, R. & Gallistel, C. R. (1978). The Child’s Understanding of Number. Cambridge, MA: Harvard University Press.',
  fuson1990:
    'Fuson, K. C. (1990). Conceptual structures for multiunit numbers: implications for learning and teaching multidigit addition, subtraction, and place value. Cognition and Instruction, 7(4), 343–403.',
  brownBurton1978:
    'Brown, J. S. & Burton, R. R. (1978). Diagnostic models for procedural bugs in basic mathematical skills. Cognitive Science, 2(2), 155–192.',
  resnick1989:
    'Resnick, L. B., Nesher, P., Leonard, F., Magone, M., Omanson, S. & Peled, I. (1989). Conceptual bases of arithmetic errors: the case of decimal fractions. Journal for Research in Mathematics Education, 20(1), 8–27.',
  clementsBattista1992:
    'Clements, D. H. & Battista, M. T. (1992). Geometry and spatial reasoning. In D. A. Grouws (Ed.), Handbook of Research on Mathematics Teaching and Learning, pp. 420–464. New York: Macmillan.',
  matz1982:
    'Matz, M. (1982). Towards a process model for high school algebra errors. In D. Sleeman & J. S. Brown (Eds.), Intelligent Tutoring Systems, pp. 25–50. London: Academic Press.',
} as const;

interface TopicMisconception extends Misconception {
  id: string;
}

/**
 * Misconceptions of the number, geometry and algebra topics, in the shape of the reviewed set: each names a finding
 * its source reports, and the response is the move a teacher makes in the lesson.
 */
export const TOPIC_MISCONCEPTIONS: readonly TopicMisconception[] = [
  {
    id: 'counting-cardinality',
    misconception: 'Counting an object twice or missing one out, or counting again from 1 when asked “how many?”, without knowing that the last number said tells how many there are.',
    response: 'Touch or move each object as it is counted, one number for each. After counting, ask “how many?” and expect the last number said; then rearrange the objects and ask whether the number has changed.',
    source: MORE_SOURCES.gelmanGallistel1978,
  },
  {
    id: 'place-value-face-value',
    misconception: 'Reading a digit at its face value instead of by its place: thinking the 4 in 45 is worth 4, or writing “one hundred and six” as 1006.',
    response: 'Build the number with base-ten blocks or on a place-value chart and say each part aloud (“4 tens is 40”). Write the number in expanded form, and use 0 to hold an empty place.',
    source: MORE_SOURCES.fuson1990,
  },
  {
    id: 'subtract-smaller-from-larger',
    misconception: 'In column subtraction, taking the smaller digit from the larger one in every column, whichever number it belongs to: 52 − 27 = 35.',
    response: 'Model the subtraction with base-ten blocks: when there are not enough ones, exchange a ten for 10 ones. Check every subtraction by adding the answer back to the number taken away.',
    source: MORE_SOURCES.brownBurton1978,
  },
  {
    id: 'longer-decimal-larger',
    misconception: 'Thinking a decimal with more digits is larger, so 0.25 > 0.3 because 25 is more than 3.',
    response: 'Put both decimals in a place-value chart, or write 0.3 as 0.30, and compare the tenths first. Mark both on a number line from 0 to 1.',
    source: MORE_SOURCES.resnick1989,
  },
  {
    id: 'angle-arm-length',
    misconception: 'Judging the size of an angle by the length of its arms or by how far apart their ends are, rather than by the amount of turn between them.',
    response: 'Show two angles of the same size with arms of different lengths, and model an angle as a turn with a geostrip or a door opening. Extend the arms and ask whether the turn has changed.',
    source: MORE_SOURCES.clementsBattista1992,
  },
  {
    id: 'binomial-square',
    misconception: 'Squaring a sum term by term: (x + 3)² = x² + 9.',
    response: 'Write the square as (x + 3)(x + 3) and multiply every term by every term in a grid, which shows the two middle terms 3x. Check by substituting a number such as x = 1: (1 + 3)² = 16, but 1² + 9 = 10.',
    source: MORE_SOURCES.matz1982,
  },
  {
    id: 'negative-number-rules',
    misconception: 'Using “two negatives make a positive” for addition (−3 + −4 = 7), or believing subtraction always makes a number smaller, so 5 − (−3) is less than 5.',
    response: 'Model each calculation on a number line or with a temperature that rises and falls. Say it aloud: taking away a debt of 3 leaves you 3 better off, so 5 − (−3) = 8.',
    source: SOURCES.hart1981,
  },
];

/** The misconceptions with these ids, from the reviewed set or the set above; an unknown id is an error. */
export function topicMisconceptions(ids: readonly string[]): Misconception[] {
  return ids.map((id) => {
    const found = MATHS_MISCONCEPTIONS.find((m) => m.id === id) ?? TOPIC_MISCONCEPTIONS.find((m) => m.id === id);
    if (!found) throw new Error(`No mathematics misconception has the id "${id}"`);
    return { misconception: found.misconception, response: found.response, source: found.source };
  });
}
