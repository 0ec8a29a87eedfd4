import { shortened } from './criteria.ts';

/**
 * Plainer words for young readers. Outcome statements are written for teachers ("demonstrate", "utilise"); a
 * criterion a Year 2 child reads aloud says the same thing in the words they use. Only swaps that keep the meaning
 * in every curriculum context are listed; subject terms stay, since the lesson teaches them.
 */
const PLAINER: [RegExp, string][] = [
  [/\bdemonstrate an understanding of\b/g, 'show what I know about'],
  [/\bdemonstrate understanding of\b/g, 'show what I know about'],
  [/\bdemonstrate\b/g, 'show'],
  [/\butilise\b|\butilize\b/g, 'use'],
  [/\bdetermine\b/g, 'work out'],
  [/\blocate\b/g, 'find'],
  [/\bconstruct\b(?= (?:a |an )?(?:sentence|text|model|shape|object|tower))/g, 'build'],
  [/\bapproximately\b/g, 'about'],
  [/\bsufficient\b/g, 'enough'],
  [/\bcommence\b/g, 'start'],
  [/\bassist\b/g, 'help'],
  [/\bobtain\b/g, 'get'],
  [/\bprior to\b/g, 'before'],
  [/\bsubsequently\b/g, 'then'],
  [/\bin order to\b/g, 'to'],
];

/** Highest US grade that gets plainer words and shorter criteria. */
const PLAIN_UNTIL_GRADE = 4;
/** A young reader's criterion: the command and what it acts on, lists of instances and qualifiers trimmed. */
const YOUNG_READER_WORDS = 16;

/** The phrase in plainer, fewer words for a class at or below US grade 4; older classes keep the statement's words. */
export function plainerWords(phrase: string, grade: number): string {
  if (grade > PLAIN_UNTIL_GRADE) return phrase;
  return PLAINER.reduce((text, [pattern, plain]) => text.replace(pattern, plain), shortened(phrase, YOUNG_READER_WORDS));
}
