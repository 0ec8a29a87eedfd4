import type { OutcomeRef } from '../../types.ts';
import type { MathsStrand } from '../misconceptions/maths.ts';
import { equations, expressions } from './algebra.ts';
import { addingFractions, comparingFractions, equivalentFractions, fractionOfQuantity } from './fractions.ts';
import { linearFunctions } from './functions.ts';
import { circles, perimeter, rectangleArea, triangleArea } from './measurement.ts';
import { chance, compoundEvents } from './probability.ts';
import { percentageDiscounts, percentages, ratios, unitRates } from './ratio.ts';
import { averages, readingData } from './statistics.ts';
import type { Topic } from './topic.ts';

/** A code pattern and the topic that teaches it; null marks a strand the generators do not cover (decimals, volume…). */
type CodeRule = readonly [RegExp, Topic | null];

/** Common Core short codes (3.NF.A.3b). More specific patterns come first. */
const CCSS_RULES: readonly CodeRule[] = [
  [/^3\.NF\.A\.3d$/, comparingFractions],
  [/^3\.NF\.A\.3/, equivalentFractions],
  [/^4\.NF\.A\.1/, equivalentFractions],
  [/^4\.NF\.A\.2/, comparingFractions],
  [/^4\.NF\.B\.3/, addingFractions],
  [/^4\.NF\.B\.4/, fractionOfQuantity],
  [/^5\.NF\.A/, addingFractions],
  [/^5\.NF\.B\.[456]/, fractionOfQuantity],
  [/^\d\.NF\./, null],
  [/^6\.RP\.A\.3c/, percentages],
  [/^6\.RP\.A\.3d/, null],
  [/^6\.RP\.A\.(2|3b)/, unitRates],
  [/^6\.RP\./, ratios],
  [/^7\.RP\.A\.1/, unitRates],
  [/^7\.RP\.A\.2/, ratios],
  [/^7\.RP\.A\.3/, percentages],
  [/^6\.EE\.A\.2[ab]/, expressions.writing],
  [/^6\.EE\.A\.2/, expressions.evaluating],
  [/^6\.EE\.A\.[34]/, expressions.simplifying],
  [/^6\.EE\.B\.6/, expressions.writing],
  [/^6\.EE\.B\.[57]/, equations.linear],
  [/^6\.EE\.C\.9/, linearFunctions],
  [/^7\.EE\.A/, expressions.simplifying],
  [/^7\.EE\.B\.4b/, null],
  [/^7\.EE\.B\.4/, equations.linear],
  [/^8\.EE\.B/, linearFunctions],
  [/^8\.EE\.C\.7/, equations.linear],
  [/^\d\.EE\./, null],
  [/^3\.OA\.(A\.4|D\.8)/, equations.missing],
  [/^\d\.OA\./, null],
  [/^8\.F\./, linearFunctions],
  [/^3\.MD\.C\.[567]/, rectangleArea],
  [/^3\.MD\.D\.8/, perimeter],
  [/^4\.MD\.A\.3/, rectangleArea],
  [/^3\.MD\.B\.3/, readingData],
  [/^\d\.MD\./, null],
  [/^6\.G\.A\.1/, triangleArea],
  [/^7\.G\.B\.4/, circles],
  [/^\d\.G\./, null],
  [/^6\.SP\.(A\.[23]|B\.5)/, averages],
  [/^7\.SP\.B\.4/, averages],
  [/^7\.SP\.C\.[567]/, chance],
  [/^7\.SP\.C\.8/, compoundEvents],
  [/^8\.SP\.A\.[23]/, linearFunctions],
  [/^\d\.SP\./, null],
  [/^\d\.(NBT|NS)\./, null],
];

/** Australian Curriculum v9 codes (AC9M7A02). Codes not listed fall back to the statement. */
const AC9_RULES: Readonly<Record<string, Topic | null>> = {
  AC9M3N02: addingFractions,
  AC9M4N03: equivalentFractions,
  AC9M4N04: addingFractions,
  AC9M5N03: comparingFractions,
  AC9M5N04: percentages,
  AC9M5N05: addingFractions,
  AC9M6N03: comparingFractions,
  AC9M6N05: addingFractions,
  AC9M6N07: percentages,
  AC9M7N04: equivalentFractions,
  AC9M7N06: fractionOfQuantity,
  AC9M7N08: ratios,
  AC9M7N09: percentages,
  AC9M7M06: ratios,
  AC9M8N05: percentages,
  AC9M8M05: unitRates,
  AC9M8M07: unitRates,
  AC9M3A01: equations.missing,
  AC9M4A01: equations.missing,
  AC9M5A02: equations.missing,
  AC9M6A02: equations.missing,
  AC9M7A01: expressions.evaluating,
  AC9M7A02: expressions.writing,
  AC9M7A03: equations.linear,
  AC9M7A04: linearFunctions,
  AC9M7A05: linearFunctions,
  AC9M7A06: expressions.evaluating,
  AC9M8A01: expressions.simplifying,
  AC9M8A02: equations.linear,
  AC9M8A03: linearFunctions,
  AC9M8A04: linearFunctions,
  AC9M4M02: rectangleArea,
  AC9M5M02: rectangleArea,
  AC9M6M02: rectangleArea,
  AC9M7M01: triangleArea,
  AC9M7M03: circles,
  AC9M8M01: rectangleArea,
  AC9M8M03: circles,
  AC9M3P01: chance,
  AC9M3P02: chance,
  AC9M4P01: chance,
  AC9M4P02: chance,
  AC9M5P01: chance,
  AC9M5P02: chance,
  AC9M6P01: chance,
  AC9M6P02: chance,
  AC9M7P01: chance,
  AC9M7P02: chance,
  AC9M8P01: compoundEvents,
  AC9M8P02: compoundEvents,
  AC9M8P03: compoundEvents,
  AC9M3ST01: readingData,
  AC9M3ST02: readingData,
  AC9M3ST03: readingData,
  AC9M4ST01: readingData,
  AC9M4ST02: readingData,
  AC9M4ST03: readingData,
  AC9M5ST01: readingData,
  AC9M5ST03: readingData,
  AC9M6ST01: readingData,
  AC9M6ST03: readingData,
  AC9M7ST01: averages,
  AC9M7ST02: averages,
  AC9M7ST03: averages,
};

/** "CCSS.Math.Content.3.NF.A.3.a" and "3.NF.A.3a" both become "3.NF.A.3a". */
function ccssShortCode(outcome: OutcomeRef): string | undefined {
  const raw = (outcome.shortCode ?? outcome.code).replace(/^CCSS\.Math\.Content\./i, '');
  const match = /^(K|\d{1,2})\.([A-Z]{1,3})\.([A-Z])\.(\d+)\.?([a-z])?$/.exec(raw);
  return match ? `${match[1]}.${match[2]}.${match[3]}.${match[4]}${match[5] ?? ''}` : undefined;
}

/**
 * The topic a curriculum code names: a topic, null when the code belongs to a strand the generators do not cover,
 * undefined when the code is not one the rules know (then the statement decides).
 */
function topicFromCode(outcome: OutcomeRef): Topic | null | undefined {
  const short = ccssShortCode(outcome);
  if (short) return CCSS_RULES.find(([pattern]) => pattern.test(short))?.[1] ?? null;
  const code = (outcome.shortCode ?? outcome.code).toUpperCase();
  if (/^AC9M/.test(code)) return AC9_RULES[code] ?? null;
  return undefined;
}

/**
 * Statement keywords, most specific first, for outcomes whose code names no topic (England's National Curriculum,
 * typed outcomes). Whole words only ("operations" holds "ratio"), and only phrases that name the topic as the
 * outcome's focus, not a passing mention ("circles" among 2-D shapes, "unknown angles").
 */
const STATEMENT_RULES: ReadonlyArray<readonly [RegExp, (grade: number) => Topic | undefined]> = [
  [/circumference|\bareas? of (a )?circles?\b/i, () => circles],
  [/\barea of (parallelograms|triangles)\b|\b(parallelograms?|triangles?)\b[^.;]*\barea\b/i, () => triangleArea],
  [/perimeter/i, () => perimeter],
  [/\barea of (rectangles|squares|rectilinear)|\barea\b[^.;]*\b(rectangles?|squares?|rectilinear)\b|\b(rectangles?|squares?|rectilinear (shapes?|figures?))\b[^.;]*\barea\b/i, () => rectangleArea],
  [/\b(combined|compound) events?\b|\btwo-way tables?\b|\btree diagrams?\b|\bcomplementary events?\b/i, () => compoundEvents],
  [/\bprobabilit(y|ies)\b|\bchance\b|\blikelihood\b/i, () => chance],
  [/\b(median|mode|modal)\b|\bthe mean\b|\bmean as\b|\baverages?\b(?! (rate|speed))/i, () => averages],
  [/\bdiscounts?\b|\bsale prices?\b|\bin a sale\b|% off\b/i, () => percentageDiscounts],
  [/\bper ?cent|\bpercentages?\b|%/i, () => percentages],
  [/\bfunctions?\b|\blinear (relations?|models?|graphs?)\b|\bgradients?\b|\bslope\b|\brate of change\b/i, () => linearFunctions],
  [/\bunit rates?\b|\brates?\b(?! of change)/i, () => unitRates],
  [/(?<!trigonometric )\bratios?\b|\bproportion(al)?\b/i, () => ratios],
  [/\bequations?\b|\bunknowns?\b(?! angles?)/i, (grade) => (grade <= 5 ? equations.missing : equations.linear)],
  [/\bexpand\b|\bsimplify\b[^.;]*\bexpressions?\b|\blike terms\b/i, () => expressions.simplifying],
  [/\bsubstitut|\bformulae?\b/i, () => expressions.evaluating],
  [/\balgebraic (expressions?|notation)\b|\bexpressions?\b/i, () => expressions.writing],
  [/\bfractions?\b[^.;]*\b(add|adding|addition|subtract\w*)\b|\b(add|adding|addition|subtract\w*)\b[^.;]*\bfractions?\b/i, () => addingFractions],
  [/\bfractions?\b[^.;]*\b(compar\w*|order\w*)\b|\b(compar\w*|order\w*)\b[^.;]*\bfractions?\b/i, () => comparingFractions],
  [/\bequivalen\w*[^.;]*\bfractions?\b|\bfractions?\b[^.;]*\bequivalen|\bsimplify fractions\b/i, () => equivalentFractions],
  [/\bmultiply(ing)?\b[^.;]*\bfractions?\b|\bfractions?\b[^.;]*\bmultiplication\b/i, () => fractionOfQuantity],
  // Dividing fractions has no generator yet: say nothing rather than teach equivalence in its place.
  [/\bdivid\w*\b[^.;]*\bfractions?\b|\bfractions?\b[^.;]*\bdivi(de|sion)\b/i, () => undefined],
  [/^.{0,60}\bfractions?\b/i, () => equivalentFractions],
  [/\b(tally|tallies|pictograms?|bar (charts?|graphs?)|categorical data)\b/i, (grade) => (grade <= 6 ? readingData : undefined)],
];

/** Above Grade 8 the generators' numbers are too easy, so only a curriculum code can still ask for them. */
const STATEMENT_MAX_GRADE = 8;

const isMathematics = (outcome: OutcomeRef, subject: string) =>
  /math/i.test(outcome.framework) || /math/i.test(outcome.subject ?? '') || /math/i.test(subject);

/** Strands a teacher plans as one ("expressions and equations", "probability and statistics"). */
const FAMILIES: Partial<Record<MathsStrand, string>> = {
  expressions: 'algebra',
  equations: 'algebra',
  probability: 'chance and data',
  statistics: 'chance and data',
};
const family = (topic: Topic) => FAMILIES[topic.strand] ?? topic.strand;

const topicFromText = (text: string, grade: number) => STATEMENT_RULES.find(([pattern]) => pattern.test(text))?.[1](grade);

/**
 * The topic that teaches the outcome: from its code first, then from its statement; undefined when none fits.
 * A lesson title naming another topic of the same strand wins ("Equivalent fractions" taught against AC9M3N02,
 * whose code points at adding fractions; "Solving equations" against AC9M7A02, which writes expressions), because
 * the teacher chose what this lesson is for.
 */
export function topicFor(outcome: OutcomeRef, grade: number, subject: string, title = ''): Topic | undefined {
  if (!isMathematics(outcome, subject)) return undefined;
  const byCode = topicFromCode(outcome);
  const byOutcome = byCode !== undefined ? (byCode ?? undefined) : grade <= STATEMENT_MAX_GRADE ? topicFromText(outcome.statement, grade) : undefined;
  const byTitle = title ? topicFromText(title, grade) : undefined;
  return byOutcome && byTitle && family(byTitle) === family(byOutcome) ? byTitle : byOutcome;
}
