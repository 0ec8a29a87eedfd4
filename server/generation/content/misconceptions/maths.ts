import type { Misconception } from '../../types.ts';
import { SOURCES } from './sources.ts';

export const MATHS_STRANDS = [
  'fractions',
  'ratio',
  'expressions',
  'equations',
  'functions',
  'measurement',
  'probability',
  'statistics',
] as const;
export type MathsStrand = (typeof MATHS_STRANDS)[number];

export interface StrandMisconception extends Misconception {
  id: string;
  strand: MathsStrand;
}

/**
 * The reviewed misconceptions of the mathematics strands. Each names a finding its source reports, and the response
 * is the move a teacher makes in the lesson. Generated hinge questions use these as their wrong options, so a student's
 * choice tells the teacher which one they hold.
 */
export const MATHS_MISCONCEPTIONS: readonly StrandMisconception[] = [
  {
    id: 'fraction-whole-number-bias',
    strand: 'fractions',
    misconception:
      'Judging a fraction by its whole numbers: thinking 1/8 is bigger than 1/4 because 8 is bigger than 4, or that 3/5 beats 2/3 because its numbers are bigger.',
    response:
      'Compare the fractions with fraction strips or on one number line. Say it aloud: the more equal parts a whole is cut into, the smaller each part is. Then compare with a common denominator.',
    source: SOURCES.niZhou2005,
  },
  {
    id: 'fraction-add-across',
    strand: 'fractions',
    misconception: 'Adding fractions by adding the numerators and adding the denominators: 1/2 + 1/3 = 2/5.',
    response:
      'Ask whether 1/2 + 1/3 can be less than 1/2 (2/5 is). Show both fractions as strips of one whole, rename them with a common denominator, and add only the numerators, because the size of the parts does not change.',
    source: SOURCES.hart1981,
  },
  {
    id: 'fraction-additive-equivalence',
    strand: 'fractions',
    misconception:
      'Making an “equivalent” fraction by adding the same number to the numerator and the denominator: 2/3 = 4/5.',
    response:
      'Lay 2/3 and 4/5 strips side by side: they are different lengths. Show that splitting every part into 2 equal pieces doubles both numbers, so equivalent fractions come from multiplying, not adding.',
    source: `${SOURCES.hart1984} (On the additive strategy in ratio tasks.)`,
  },
  {
    id: 'multiplication-makes-bigger',
    strand: 'fractions',
    misconception: 'Believing multiplication always makes a number bigger, so 3/4 × 20 must be more than 20.',
    response:
      'Read “× 3/4” as “3/4 of”. Draw a bar for 20, split it into 4 equal parts and take 3: the answer is smaller than 20. Ask students to predict bigger or smaller before they calculate.',
    source: SOURCES.fischbein1985,
  },
  {
    id: 'ratio-additive',
    strand: 'ratio',
    misconception:
      'Scaling a ratio by adding the same amount to both parts instead of multiplying: 2 : 3 becomes 6 : 7 because 4 was added to each part.',
    response:
      'Build a ratio table or a double number line and ask “what was each part multiplied by?”. Check that the multiplier is the same for both parts, and test an answer by simplifying it back.',
    source: SOURCES.hart1984,
  },
  {
    id: 'division-bigger-by-smaller',
    strand: 'ratio',
    misconception:
      'Dividing the larger number by the smaller whatever the question asks, so a unit rate comes out upside down (4 lawns in 8 hours read as 2 lawns an hour).',
    response:
      'Say the unit in the answer first (“hours for one lawn”), write the division to match it, and check the result makes sense in the story.',
    source: SOURCES.fischbein1985,
  },
  {
    id: 'percent-as-number',
    strand: 'ratio',
    misconception: 'Treating a percentage as an ordinary number: 25% of 80 worked out as 80 ÷ 25 or 80 − 25.',
    response:
      'Read 25% as 25/100, “25 out of every 100”. Use a bar split into 10 parts of 10% each, and check the answer is less than the whole when the percentage is under 100%.',
    source: SOURCES.parkerLeinhardt1995,
  },
  {
    id: 'letter-as-object',
    strand: 'expressions',
    misconception: 'Reading a letter as an object or a label (“a stands for apples”) rather than a number.',
    response:
      'Always say “a is the number of …”. Substitute several values for the letter and avoid “fruit salad” explanations.',
    source: SOURCES.kuchemann1981,
  },
  {
    id: 'conjoining-terms',
    strand: 'expressions',
    misconception: 'Joining unlike terms into one: 2a + 5b = 7ab, or 3x + 4 = 7x, because an answer “must be one term”.',
    response:
      'Substitute numbers to test the claim (a = 1, b = 2 gives 12, not 14). Explain that an expression such as 3x + 4 is already an answer.',
    source: SOURCES.booth1988,
  },
  {
    id: 'order-of-operations',
    strand: 'expressions',
    misconception:
      'Working from left to right or ignoring brackets, so 2 + 3 × 4 becomes 20 and 3(x + 4) becomes 3x + 4.',
    response:
      'Show that brackets group what is worked out first and multiply every term inside. Check an expansion by substituting a number for x into both forms.',
    source: SOURCES.booth1988,
  },
  {
    id: 'equals-as-answer',
    strand: 'equations',
    misconception:
      'Reading “=” as “the answer comes next”, so 8 + 4 = □ + 5 gets 12 (or 17 from adding every number).',
    response:
      'Read “=” as “is the same as”. Use a balance or true/false number sentences such as 7 = 3 + 4 and 8 + 4 = 6 + 6.',
    source: SOURCES.falkner1999,
  },
  {
    id: 'inverse-operations',
    strand: 'equations',
    misconception:
      'Moving a number to the other side without the inverse operation, or undoing the steps in the wrong order: 3x + 5 = 26 turned into 3x = 31 or x = 26 ÷ 3 − 5.',
    response:
      'Do the same thing to both sides and write it down each time. Undo the operations in the reverse order they were done to x, then check the answer by substituting it.',
    source: SOURCES.kieran1992,
  },
  {
    id: 'slope-height-confusion',
    strand: 'functions',
    misconception: 'Reading the steepness of a graph from how high a point is, or treating a graph as a picture of the situation.',
    response:
      'Compare two lines that pass through the same high point with different steepness. Find the rate of change from the change in y over the change in x between two points.',
    source: SOURCES.bellJanvier1981,
  },
  {
    id: 'proportional-overuse',
    strand: 'functions',
    misconception:
      'Treating every linear relationship as proportional: doubling x doubles y, or the rate of change is y ÷ x, even when the line does not start at 0.',
    response:
      'Mark the starting value on the table and the graph. Ask: when x is 0, is y 0? Then find the rate of change from differences, not from a single point.',
    source: SOURCES.vanDooren2005,
  },
  {
    id: 'area-perimeter-confusion',
    strand: 'measurement',
    misconception:
      'Mixing up area and perimeter (or circumference), and believing shapes with the same perimeter must have the same area.',
    response:
      'Trace the perimeter with a finger and cover the area with unit squares. Build two rectangles with the same perimeter from string or on a grid and compare their areas.',
    source: SOURCES.dickson1984,
  },
  {
    id: 'linear-scaling',
    strand: 'measurement',
    misconception: 'Thinking that doubling the lengths of a shape doubles its area.',
    response:
      'Draw a 1 by 1 square and a 2 by 2 square on a grid and count the unit squares: 4 times as many. Then predict before calculating.',
    source: SOURCES.deBock1998,
  },
  {
    id: 'equiprobability',
    strand: 'probability',
    misconception:
      'Believing that all outcomes are equally likely because they are all possible: a bag with 7 red and 1 blue counter is “1/2 red”, and every total of two dice is equally likely.',
    response:
      'List the whole sample space (every counter, every pair of dice), count the outcomes for the event, and then test the prediction with a repeated experiment.',
    source: SOURCES.lecoutre1992,
  },
  {
    id: 'gamblers-fallacy',
    strand: 'probability',
    misconception: 'Thinking that after a run of one outcome the other is “due”: after three heads, tails is more likely.',
    response:
      'Ask whether the coin or the bag remembers the last result. Run a class experiment and look at what follows a run of three.',
    source: SOURCES.fischbeinSchnarch1997,
  },
  {
    id: 'average-as-mode',
    strand: 'statistics',
    misconception:
      'Treating “average” as the most common value, or following the mean procedure without knowing what the mean tells us.',
    response:
      'Use the “fair share” model: stack cubes for each value and level them out. Compare the mean, median and mode of the same data and ask which describes it best.',
    source: SOURCES.mokrosRussell1995,
  },
  {
    id: 'frequency-versus-value',
    strand: 'statistics',
    misconception: 'Confusing how often a value occurs (its frequency) with the value itself when reading a table or graph.',
    response:
      'Label every column “value” and “how many times”. Ask students to say each row as a sentence: “3 pupils have 2 pets”.',
    source: SOURCES.cooperShore2008,
  },
];

/** The misconceptions a topic names, as the plan shows them; an unknown id is a data error and throws. */
export function misconceptionsById(ids: readonly string[]): Misconception[] {
  return ids.map((id) => {
    const found = MATHS_MISCONCEPTIONS.find((m) => m.id === id);
    if (!found) throw new Error(`No mathematics misconception has the id "${id}"`);
    return { misconception: found.misconception, response: found.response, source: found.source };
  });
}
