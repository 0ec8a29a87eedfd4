import type { OutcomeRef } from '../../types.ts';
import { advancedTopics, algebraTopics, dataTopics, earlyTopics, measureTopics, numberTopics, spaceTopics } from './catalogue.ts';
import { equations, expressions } from './algebra.ts';
import { addingFractions, comparingFractions, equivalentFractions, fractionOfQuantity } from './fractions.ts';
import { linearFunctions } from './functions.ts';
import { circles, perimeter, rectangleArea, triangleArea } from './measurement.ts';
import { chance, compoundEvents } from './probability.ts';
import { percentageDiscounts, percentages, ratios, unitRates } from './ratio.ts';
import { averages, readingData } from './statistics.ts';
import type { Topic, TopicStrand } from './topic.ts';

const { countingCollections, readingNumbers, teenNumbers, numberBonds, addingSubtractingEarly, skipCounting, oddAndEven, equalGroups, halvesAndQuarters, money, tellingTime, timeDurations, calendar, comparingMeasures, patterns, shapes2D, shapes3D, turnsAndDirections, gridReferences, sortingData } = earlyTopics;
const { placeValue, timesTables, roundingWhole, columnAddSub, mentalAddSub, powersOfTen, multiDigitMultiplication, division, factorsAndMultiples, squaresAndRoots, orderOfOperations, romanNumerals, multiStepProblems, decimalPlaceValue, roundingDecimals, accuracy, decimalOperations, fractionsDecimalsPercentages, recurringDecimals, integers, unitFractions, mixedNumbers, dividingFractions, realNumbers, numberAlgorithms } = numberTopics;
const { angleTypes, angleFacts, polygonAngles, parallelLines, circleTheorems, congruence, coordinates, transformations, similarity, coordinateGeometry, pythagoras, rightTrigonometry, bearings, nonRightTrigonometry, trigFunctions } = spaceTopics;
const { volumePrisms, surfaceArea, curvedSolids, compositeArea, measuringUnits, compoundUnits, measurementError } = measureTopics;
const { indices, standardForm, surds, logarithms, expandFactorise, quadraticEquations, quadraticGraphs, polynomials, sequences, simultaneousEquations, inequalities, rearrangingFormulas, algebraicFractions, functionNotation, proportion, percentageChange, simpleInterestTopic, compoundGrowth } = algebraTopics;
const { meanAbsoluteDeviation, quartilesAndBoxPlots, standardDeviationTopic, frequencyTables, dataDisplays, scatterPlots, sampling, relativeFrequency, countingOutcomes, conditionalProbability, treeDiagrams, expectedValueTopic } = dataTopics;
const { complexNumbers, vectors, matrices } = advancedTopics;

/** A code pattern and the topic that teaches it; null marks an outcome no generator teaches (a practice standard). */
type CodeRule = readonly [RegExp, Topic | null];

/**
 * Common Core short codes (3.NF.A.3b), where the code says more precisely than the statement which topic teaches the
 * outcome. More specific patterns come first; codes no rule names are matched by their statement.
 */
const CCSS_RULES: readonly CodeRule[] = [
  [/^MP\d/, null],
  [/^K\.CC\.A\.[12]/, skipCounting],
  [/^K\.CC\.A\.3/, readingNumbers],
  [/^K\.CC\.B/, countingCollections],
  [/^K\.CC\.C/, countingCollections],
  [/^K\.OA\.A\.[34]/, numberBonds],
  [/^K\.OA/, addingSubtractingEarly],
  [/^K\.NBT/, teenNumbers],
  [/^K\.MD\.A/, comparingMeasures],
  [/^K\.MD\.B/, sortingData],
  [/^K\.G\.A\.1/, turnsAndDirections],
  [/^1\.NBT\.B\.2b/, teenNumbers],
  [/^2\.NBT\.A\.1/, placeValue],
  [/^1\.NBT\.B\.2/, placeValue],
  [/^1\.NBT\.C\.[56]/, mentalAddSub],
  [/^1\.NBT\.C/, addingSubtractingEarly],
  [/^1\.OA\.B\.3/, numberBonds],
  [/^1\.OA\.B\.4/, numberBonds],
  [/^1\.OA\.D\.[78]/, addingSubtractingEarly],
  [/^2\.OA\.C\.3/, oddAndEven],
  [/^2\.OA\.C\.4/, equalGroups],
  [/^2\.NBT\.A\.2/, skipCounting],
  [/^2\.NBT\.B\.[59]/, addingSubtractingEarly],
  [/^2\.NBT\.B\.8/, mentalAddSub],
  [/^2\.NBT\.B\.7/, columnAddSub],
  [/^2\.MD\.B/, comparingMeasures],
  [/^2\.MD\.D/, sortingData],
  [/^2\.G\.A\.1/, shapes2D],
  [/^2\.G\.A\.2/, equalGroups],
  [/^3\.NF\.A\.1/, unitFractions],
  [/^3\.NF\.A\.2/, unitFractions],
  [/^3\.NF\.A\.3c/, unitFractions],
  [/^3\.NF\.A\.3d$/, comparingFractions],
  [/^3\.NF\.A\.3/, equivalentFractions],
  [/^3\.OA\.(A\.4|D\.8)/, equations.missing],
  [/^3\.OA\.A\.[123]/, timesTables],
  [/^3\.OA\.B/, timesTables],
  [/^3\.OA\.C/, timesTables],
  [/^3\.OA\.D\.9/, patterns],
  [/^3\.NBT\.A\.3/, powersOfTen],
  [/^3\.MD\.A\.1/, tellingTime],
  [/^3\.MD\.A\.2/, measuringUnits],
  [/^3\.MD\.B\.3/, readingData],
  [/^3\.MD\.B\.4/, dataDisplays],
  [/^3\.MD\.C\.[567]/, rectangleArea],
  [/^3\.MD\.D\.8/, perimeter],
  [/^3\.G\.A\.2/, unitFractions],
  [/^4\.OA\.A\.[12]/, multiStepProblems],
  [/^4\.OA\.A\.3/, multiStepProblems],
  [/^4\.OA\.B/, factorsAndMultiples],
  [/^4\.OA\.C/, patterns],
  [/^4\.NBT\.A\.3/, roundingWhole],
  [/^4\.NBT\.A/, placeValue],
  [/^4\.NBT\.B\.4/, columnAddSub],
  [/^4\.NBT\.B\.5/, multiDigitMultiplication],
  [/^4\.NBT\.B\.6/, division],
  [/^4\.NF\.A\.1/, equivalentFractions],
  [/^4\.NF\.A\.2/, comparingFractions],
  [/^4\.NF\.B\.3[abd]?$/, addingFractions],
  [/^4\.NF\.B\.3c/, mixedNumbers],
  [/^4\.NF\.B\.4/, mixedNumbers],
  [/^4\.NF\.C\.[56]/, decimalPlaceValue],
  [/^4\.NF\.C\.7/, decimalPlaceValue],
  [/^4\.MD\.A\.[12]/, measuringUnits],
  [/^4\.MD\.A\.3/, rectangleArea],
  [/^4\.MD\.B/, dataDisplays],
  [/^4\.MD\.C/, angleTypes],
  [/^4\.G\.A\.1/, angleTypes],
  [/^4\.G\.A\.[23]/, shapes2D],
  [/^5\.OA\.A/, orderOfOperations],
  [/^5\.OA\.B/, patterns],
  [/^5\.NBT\.A\.[12]/, powersOfTen],
  [/^5\.NBT\.A\.4/, roundingDecimals],
  [/^5\.NBT\.A\.3/, decimalPlaceValue],
  [/^5\.NBT\.B\.5/, multiDigitMultiplication],
  [/^5\.NBT\.B\.6/, division],
  [/^5\.NBT\.B\.7/, decimalOperations],
  [/^5\.NF\.A/, addingFractions],
  [/^5\.NF\.B\.3/, mixedNumbers],
  [/^5\.NF\.B\.[456]/, fractionOfQuantity],
  [/^5\.NF\.B\.7/, dividingFractions],
  [/^5\.MD\.A/, measuringUnits],
  [/^5\.MD\.B/, dataDisplays],
  [/^5\.MD\.C/, volumePrisms],
  [/^5\.G\.A/, coordinates],
  [/^5\.G\.B/, shapes2D],
  [/^6\.RP\.A\.3c/, percentages],
  [/^6\.RP\.A\.3d/, measuringUnits],
  [/^6\.RP\.A\.(2|3b)/, unitRates],
  [/^6\.RP\./, ratios],
  [/^7\.RP\.A\.1/, unitRates],
  [/^7\.RP\.A\.2/, ratios],
  [/^7\.RP\.A\.3/, percentageChange],
  [/^6\.NS\.A/, dividingFractions],
  [/^6\.NS\.B\.2/, division],
  [/^6\.NS\.B\.3/, decimalOperations],
  [/^6\.NS\.B\.4/, factorsAndMultiples],
  [/^6\.NS\.C\.(6b|8)/, coordinates],
  [/^6\.NS\.C/, integers],
  [/^7\.NS\.A\.2d/, recurringDecimals],
  [/^7\.NS\./, integers],
  [/^8\.NS\./, realNumbers],
  [/^6\.EE\.A\.1/, indices],
  [/^6\.EE\.A\.2[ab]/, expressions.writing],
  [/^6\.EE\.A\.2/, expressions.evaluating],
  [/^6\.EE\.A\.[34]/, expressions.simplifying],
  [/^6\.EE\.B\.6/, expressions.writing],
  [/^6\.EE\.B\.8/, inequalities],
  [/^6\.EE\.B\.[57]/, equations.linear],
  [/^6\.EE\.C\.9/, linearFunctions],
  [/^7\.EE\.A/, expressions.simplifying],
  [/^7\.EE\.B\.3/, integers],
  [/^7\.EE\.B\.4b/, inequalities],
  [/^7\.EE\.B\.4/, equations.linear],
  [/^8\.EE\.A\.2/, squaresAndRoots],
  [/^8\.EE\.A\.1/, indices],
  [/^8\.EE\.A\.[34]/, standardForm],
  [/^8\.EE\.B/, linearFunctions],
  [/^8\.EE\.C\.7/, equations.linear],
  [/^8\.EE\.C\.8/, simultaneousEquations],
  [/^8\.F\./, linearFunctions],
  [/^6\.G\.A\.1/, triangleArea],
  [/^6\.G\.A\.2/, volumePrisms],
  [/^6\.G\.A\.3/, coordinates],
  [/^6\.G\.A\.4/, surfaceArea],
  [/^7\.G\.A\.1/, similarity],
  [/^7\.G\.A\.2/, polygonAngles],
  [/^7\.G\.A\.3/, shapes3D],
  [/^7\.G\.B\.4/, circles],
  [/^7\.G\.B\.5/, angleFacts],
  [/^7\.G\.B\.6/, compositeArea],
  [/^8\.G\.A\.4/, similarity],
  [/^8\.G\.A\.[123]/, transformations],
  [/^8\.G\.A\.5/, polygonAngles],
  [/^8\.G\.B\.8/, coordinateGeometry],
  [/^8\.G\.B/, pythagoras],
  [/^8\.G\.C/, curvedSolids],
  [/^6\.SP\.A\.1/, sampling],
  [/^6\.SP\.B\.4/, dataDisplays],
  [/^6\.SP\.B\.5c/, meanAbsoluteDeviation],
  [/^6\.SP\.(A\.[23]|B\.5)/, averages],
  [/^7\.SP\.A/, sampling],
  [/^7\.SP\.B\.3/, meanAbsoluteDeviation],
  [/^7\.SP\.B\.4/, averages],
  [/^7\.SP\.C\.6/, relativeFrequency],
  [/^7\.SP\.C\.7b/, relativeFrequency],
  [/^7\.SP\.C\.[57]/, chance],
  [/^7\.SP\.C\.8/, compoundEvents],
  [/^8\.SP\.A\.[23]/, linearFunctions],
  [/^8\.SP\.A\.1/, scatterPlots],
  [/^8\.SP\.A\.4/, conditionalProbability],
  [/^HSN-RN\.A/, indices],
  [/^HSN-RN\.B/, realNumbers],
  [/^HSN-Q\.A\.2/, null],
  [/^HSN-Q\.A\.3/, accuracy],
  [/^HSN-Q/, compoundUnits],
  [/^HSN-CN/, complexNumbers],
  [/^HSN-VM\.[AB]/, vectors],
  [/^HSN-VM\.C\.(6|7|8|9|10|11|12)/, matrices],
  [/^HSA-SSE\.A/, expandFactorise],
  [/^HSA-SSE\.B\.3$/, expandFactorise],
  [/^HSA-SSE\.B\.3a/, quadraticEquations],
  [/^HSA-SSE\.B\.3b/, quadraticGraphs],
  [/^HSA-SSE\.B\.3c/, compoundGrowth],
  [/^HSA-SSE\.B\.4/, sequences],
  [/^HSA-APR\.D/, algebraicFractions],
  [/^HSA-APR/, polynomials],
  [/^HSA-CED\.A\.4/, rearrangingFormulas],
  [/^HSA-CED\.A\.3/, inequalities],
  [/^HSA-CED/, equations.linear],
  [/^HSA-REI\.A\.2/, algebraicFractions],
  [/^HSA-REI\.A/, equations.linear],
  [/^HSA-REI\.B\.3/, inequalities],
  [/^HSA-REI\.B\.4/, quadraticEquations],
  [/^HSA-REI\.C\.[89]/, matrices],
  [/^HSA-REI\.C/, simultaneousEquations],
  [/^HSA-REI\.D\.12/, inequalities],
  [/^HSA-REI\.D/, simultaneousEquations],
  [/^HSF-IF\.A\.3/, sequences],
  [/^HSF-IF\.C\.7a/, quadraticGraphs],
  [/^HSF-IF\.C\.7c/, polynomials],
  [/^HSF-IF\.C\.7e/, compoundGrowth],
  [/^HSF-IF\.C\.8a/, quadraticGraphs],
  [/^HSF-IF\.C\.8b/, compoundGrowth],
  [/^HSF-IF\.C\.9/, linearFunctions],
  [/^HSF-IF/, functionNotation],
  [/^HSF-BF\.A\.2/, sequences],
  [/^HSF-BF\.B\.5/, logarithms],
  [/^HSF-BF\.B\.3/, quadraticGraphs],
  [/^HSF-BF/, functionNotation],
  [/^HSF-LE\.A\.4/, logarithms],
  [/^HSF-LE/, compoundGrowth],
  [/^HSF-TF/, trigFunctions],
  [/^HSG-CO\.A\.1/, angleTypes],
  [/^HSG-CO\.A\.3/, shapes2D],
  [/^HSG-CO\.A/, transformations],
  [/^HSG-CO\.B\.6/, transformations],
  [/^HSG-CO\.B/, congruence],
  [/^HSG-CO\.C\.9/, parallelLines],
  [/^HSG-CO\.C\.10/, polygonAngles],
  [/^HSG-CO\.C\.11/, polygonAngles],
  [/^HSG-CO\.D/, null],
  [/^HSG-SRT\.[AB]/, similarity],
  [/^HSG-SRT\.C/, rightTrigonometry],
  [/^HSG-SRT\.D/, nonRightTrigonometry],
  [/^HSG-C\.A\.1/, similarity],
  [/^HSG-C\.A/, circleTheorems],
  [/^HSG-C\.B/, trigFunctions],
  [/^HSG-GPE\.A\.1/, coordinateGeometry],
  [/^HSG-GPE\.A\.3/, null],
  [/^HSG-GPE\.A/, quadraticGraphs],
  [/^HSG-GPE/, coordinateGeometry],
  [/^HSG-GMD\.A\.1/, circles],
  [/^HSG-GMD\.A/, curvedSolids],
  [/^HSG-GMD\.B/, shapes3D],
  [/^HSG-MG\.A\.2/, compoundUnits],
  [/^HSG-MG/, curvedSolids],
  [/^HSS-ID\.A\.1/, quartilesAndBoxPlots],
  [/^HSS-ID\.A\.4/, standardDeviationTopic],
  [/^HSS-ID\.A/, standardDeviationTopic],
  [/^HSS-ID\.B\.5/, conditionalProbability],
  [/^HSS-ID/, scatterPlots],
  [/^HSS-IC/, sampling],
  [/^HSS-CP\.B\.9/, countingOutcomes],
  [/^HSS-CP/, conditionalProbability],
  [/^HSS-MD/, expectedValueTopic],
];

/** Australian Curriculum v9 codes (AC9M7A02) whose statement alone would choose another topic. */
const AC9_RULES: Readonly<Record<string, Topic | null>> = {
  AC9MFN02: countingCollections,
  AC9MFN04: numberBonds,
  AC9MFN05: addingSubtractingEarly,
  AC9MFN06: equalGroups,
  AC9MFM01: comparingMeasures,
  AC9MFSP02: turnsAndDirections,
  AC9M1N02: numberBonds,
  AC9M1N03: skipCounting,
  AC9M1N05: addingSubtractingEarly,
  AC9M1N06: equalGroups,
  AC9M1ST01: sortingData,
  AC9M1ST02: sortingData,
  AC9M2A02: addingSubtractingEarly,
  AC9M2A03: timesTables,
  AC9M2M02: halvesAndQuarters,
  AC9M2M05: turnsAndDirections,
  AC9M2N02: placeValue,
  AC9M2N06: money,
  AC9M2ST01: sortingData,
  AC9M2ST02: sortingData,
  AC9M3N02: addingFractions,
  AC9M3N05: roundingWhole,
  AC9M3N06: multiStepProblems,
  AC9M3A02: mentalAddSub,
  AC9M4N03: equivalentFractions,
  AC9M4N04: addingFractions,
  AC9M4N07: roundingWhole,
  AC9M4N08: multiStepProblems,
  AC9M4M01: measuringUnits,
  AC9M4SP01: shapes2D,
  AC9M5N03: comparingFractions,
  AC9M5N04: percentages,
  AC9M5N05: addingFractions,
  AC9M5N08: roundingWhole,
  AC9M5N09: multiStepProblems,
  AC9M5SP02: gridReferences,
  AC9M6N03: comparingFractions,
  AC9M6N05: addingFractions,
  AC9M6N07: percentages,
  AC9M6N08: roundingDecimals,
  AC9M6N09: multiStepProblems,
  AC9M6SP01: shapes3D,
  AC9M6SP03: transformations,
  AC9M7N04: equivalentFractions,
  AC9M7N06: fractionOfQuantity,
  AC9M7N08: ratios,
  AC9M7N09: percentages,
  AC9M7M06: ratios,
  AC9M7SP01: shapes3D,
  AC9M8N05: percentageChange,
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
  AC9M9A05: compoundGrowth,
  AC9M9A06: quadraticGraphs,
  AC9M10A04: compoundGrowth,
  AC9M10A05: quadraticGraphs,
  AC9M4M02: rectangleArea,
  AC9M5M02: rectangleArea,
  AC9M6M02: rectangleArea,
  AC9M7M01: triangleArea,
  AC9M7M03: circles,
  AC9M8M01: compositeArea,
  AC9M8M03: circles,
  AC9M9M03: rightTrigonometry,
  AC9M9M05: similarity,
  AC9M10M05: similarity,
  AC9M10N01: realNumbers,
  AC9M10SP01: polygonAngles,
  AC9M10SP02: null,
  AC9M3P01: chance,
  AC9M3P02: chance,
  AC9M4P01: chance,
  AC9M4P02: chance,
  AC9M5P01: chance,
  AC9M5P02: relativeFrequency,
  AC9M6P01: chance,
  AC9M6P02: relativeFrequency,
  AC9M7P01: chance,
  AC9M7P02: relativeFrequency,
  AC9M8P01: compoundEvents,
  AC9M8P02: compoundEvents,
  AC9M8P03: compoundEvents,
  AC9M9P02: conditionalProbability,
  AC9M9P03: relativeFrequency,
  AC9M10P02: conditionalProbability,
  AC9M3ST01: readingData,
  AC9M3ST02: readingData,
  AC9M3ST03: readingData,
  AC9M4ST01: readingData,
  AC9M4ST02: dataDisplays,
  AC9M4ST03: readingData,
  AC9M5ST01: readingData,
  AC9M5ST02: dataDisplays,
  AC9M5ST03: readingData,
  AC9M6ST01: dataDisplays,
  AC9M6ST02: sampling,
  AC9M6ST03: readingData,
  AC9M7ST01: averages,
  AC9M7ST02: dataDisplays,
  AC9M7ST03: averages,
  AC9M8ST03: sampling,
  AC9M8ST04: sampling,
  AC9M9ST03: quartilesAndBoxPlots,
  AC9M9ST04: dataDisplays,
  AC9M9ST05: dataDisplays,
  AC9M10ST02: quartilesAndBoxPlots,
  AC9M10ST05: scatterPlots,
};

/** "CCSS.Math.Content.3.NF.A.3.a" and "3.NF.A.3a" both become "3.NF.A.3a"; the practice standards keep "MP1". */
function ccssShortCode(outcome: OutcomeRef): string | undefined {
  const raw = (outcome.shortCode ?? outcome.code).replace(/^CCSS\.Math\.(Content|Practice)\./i, '');
  if (/^MP\d$/.test(raw)) return raw;
  const match = /^(K|\d{1,2}|HS[A-Z]-[A-Z]{1,3})\.([A-Z]{1,3})\.([A-Z])?\.?(\d+)\.?([a-z])?$/.exec(raw) ?? /^(K|\d{1,2})\.([A-Z]{1,3})\.([A-Z])\.(\d+)\.?([a-z])?$/.exec(raw);
  if (!match) return undefined;
  return match[3] ? `${match[1]}.${match[2]}.${match[3]}.${match[4]}${match[5] ?? ''}` : `${match[1]}.${match[2]}.${match[4]}${match[5] ?? ''}`;
}

/**
 * The topic a curriculum code names: a topic, null when the code belongs to an outcome no generator teaches,
 * undefined when the code is not one the rules know (then the statement decides).
 */
function topicFromCode(outcome: OutcomeRef): Topic | null | undefined {
  const short = ccssShortCode(outcome);
  if (short) return CCSS_RULES.find(([pattern]) => pattern.test(short))?.[1];
  const code = (outcome.shortCode ?? outcome.code).toUpperCase();
  if (/^AC9M/.test(code)) return AC9_RULES[code];
  return undefined;
}

/**
 * A statement pattern and the topic it names. A broad rule catches an outcome that names no narrower topic ("add",
 * "shapes", "numbers to 100"); it never lets a lesson title overrule the outcome's own topic.
 */
type StatementRule = readonly [RegExp, (grade: number) => Topic | undefined, 'broad'?];

/**
 * Statement phrases, most specific first, for outcomes whose code names no topic (England’s National Curriculum, the
 * Australian Curriculum v8, typed outcomes). Whole words only, and only phrases that name the topic as the outcome’s
 * focus: “operations” holds “ratio”, circles appear among 2-D shapes, and “unknown angles” is not an equation.
 */
const STATEMENT_RULES: readonly StatementRule[] = [
  [/mathematically proficient students/i, () => undefined],
  // Ruler-and-compass constructions are drawn, not computed.
  [/\bruler and compass(es)?\b|\bgeometric(al)? constructions\b/i, () => undefined],
  [/\bconventional terms\b/i, () => shapes2D],
  [/\blanguage of ratios\b/i, () => ratios],
  [/\b(one|1) quantity as a fraction of another\b/i, () => fractionsDecimalsPercentages],
  [/\bestimate answers\b[^.;]*\berrors?\b/i, () => accuracy],
  [/\brounded to (specified )?degrees? of accuracy\b/i, (grade) => (grade >= 7 ? accuracy : roundingDecimals)],
  [/\balgebraic notation\b/i, () => expressions.writing],
  [/\border of operations\b|\bpriority of operations\b|(?<!algebraic notation[^.;]*)\bbrackets\b|\bparentheses\b/i, () => orderOfOperations],
  // Senior number, algebra and trigonometry
  [/\bunit circle\b|\bradians?\b|\btrigonometric (functions?|equations?|identit)|\bperiodic\b/i, () => trigFunctions],
  [/\bcomplex (numbers?|solutions?|plane)\b|\bi² = −1/i, () => complexNumbers],
  [/\bmatri(x|ces)\b/i, () => matrices],
  [/\bvectors?\b/i, () => vectors],
  [/\blogarithm|\blog(arithmic)? scales?\b|\bexponential equations?\b/i, () => logarithms],
  [/\bsurds?\b|\bradicals?\b/i, () => surds],
  [/\birrational\b|\breal number system\b/i, () => realNumbers],
  [/\brecurring\b|\brepeating decimals?\b|\bterminating\b/i, () => recurringDecimals],
  [/\bstandard form\b|\bscientific notation\b|\bvery (small|large) (and very (small|large) )?(numbers|measurements|time scales)/i, () => standardForm],
  [/\bturning points?\b|\bparabola|\bquadratic (functions?|graphs?)\b|\bsimple quadratics\b|\bgraph (simple )?non-linear relations\b|\bsketch (parabolas|[^.;]*curves)/i, () => quadraticGraphs],
  [/\bcompound interest\b|\bgrowth and decay\b|\bdepreciation\b|\bexponential (functions?|graphs?|growth|decay|relations?|models?)\b|\bexponentials\b/i, () => compoundGrowth],
  [/\bsimple interest\b/i, () => simpleInterestTopic],
  [/\bpolynomials?\b|\bremainder theorem\b|\bfactor theorem\b|\bbinomial theorem\b/i, () => polynomials],
  [/\bsimultaneous\b|\bsystems? of (two )?(linear )?equations\b/i, () => simultaneousEquations],
  [/\binequalit/i, () => inequalities],
  [/\b(change|changing) the subject\b|\brearrange[^.;]*formula|\bsubject of (a|the) formula\b/i, () => rearrangingFormulas],
  [/\balgebraic fractions?\b|\bfractions? with (numerical|algebraic) denominators\b|\brational expressions?\b/i, () => algebraicFractions],
  [/\bquadratic equations?\b|\bsolve (simple |a wide range of )?quadratic|\bquadratic formula\b|\bcompleting the square\b/i, () => quadraticEquations],
  [/(?<!(prime|unique) )\bfactori[sz]|\bbinomials?\b|\bdifference of (two )?squares\b|\bmonic\b|\bquadratic expressions?\b/i, (grade) => (grade >= 8 ? expandFactorise : expressions.simplifying)],
  [/\bfunction notation\b|\binverse functions?\b|\bcomposite functions?\b|\bcompose functions\b|\bfunctions with inputs and outputs\b/i, () => functionNotation],
  [/\binversely proportional\b|\binverse proportion\b|\bdirect(ly)? proportion(al)?\b/i, (grade) => (grade >= 8 ? proportion : ratios)],
  [/\bindex laws?\b|\bexponent laws?\b|\bintegral indices\b|\binteger indices\b|\bindices\b|\binteger powers\b|\bpowers,? (and )?roots\b|\bindex notation\b(?![^.;]*prime)/i, () => indices],
  [/\bnth term\b|\bterm-to-term\b|\bposition-to-term\b|\barithmetic (sequences?|progressions?)\b|\bgeometric (sequences?|series)\b|\bfibonacci\b|\blinear number sequences\b|\bquadratic sequences\b/i, (grade) => (grade >= 4 ? sequences : skipCounting)],
  [/\balgorithms? involving a sequence of steps\b|\b(follow|create|design)\b[^.;]*\balgorithms?\b/i, () => numberAlgorithms],
  // Trigonometry and geometry
  [/\bsine rule\b|\bcosine rule\b|\blaws? of (sines|cosines)\b|\barea rules?\b|\b1\/2 ab sin|\bgeneral triangles\b/i, () => nonRightTrigonometry],
  [/\bbearings?\b/i, () => bearings],
  [/\btrigonometr|\bangles? of (elevation|depression)\b|\bsine, cosine and tangent\b|\bsin θ/i, () => rightTrigonometry],
  [/\bapply angle facts\b/i, () => polygonAngles],
  [/\bpythagora/i, () => pythagoras],
  [/\bequation of (a|the) circle\b|\bcircle with centre at the origin\b/i, () => coordinateGeometry],
  [/\bcircle theorems\b|\bchords?\b[^.;]*\bcircles?\b|\bcircles?\b[^.;]*\bchords?\b|\binscribed\b|\bcyclic quadrilateral|\btangent to a circle\b|\bradii, and chords\b/i, () => circleTheorems],
  [/\barc lengths?\b|\bsectors?\b/i, () => compositeArea],
  [/\bmidpoint\b|\bdistance between (two |2 )?(distinct )?points\b|\bgradients? (of|and intercepts)\b|\bparallel and perpendicular lines\b|\bequation of the line\b|\by = mx \+ c\b/i, (grade) => (grade >= 8 ? coordinateGeometry : linearFunctions)],
  [/\bplot linear\b|\blinear (relations?|relationships?|graphs?|functions?|models?)\b|\bsketch linear graphs\b|\bgradients?\b|\bslope\b|\brate of change\b|\bfrom (given )?graphs\b/i, () => linearFunctions],
  [/\bcongruen/i, () => congruence],
  [/\b(draw|measure)( and (draw|measure))?( line segments and)? angles\b/i, (grade) => (grade >= 8 ? angleFacts : angleTypes)],
  [/\b(similar (shapes|figures|triangles)|similarity|scale factors?|enlargements?|dilations?|scale drawings?|scale diagrams?|scaling of objects)\b/i, (grade) => (grade >= 5 ? similarity : shapes2D)],
  [/\bangles?\b[^.;]*\bparallel\b|\bparallel lines\b[^.;]*\bangles?\b|\btransversal\b|\bcorresponding\b[^.;]*\balternate\b|\bco-interior\b|\bconditions for two lines to be parallel\b/i, () => parallelLines],
  [/\bangle sum\b|\binterior angles?\b|\bexterior angles?\b|\bsum of (the )?angles\b|\bunknown angles in any triangles\b|\bangles? (in|of) (a |any )?(triangles?|polygons?|quadrilaterals?)\b|\bangle properties\b/i, () => polygonAngles],
  [/\bstraight line\b[^.;]*\bangles? at a point\b|\bangles?\b[^.;]*\b(on a straight line|at a point|vertically opposite|around a point)\b|\bvertically opposite\b|\b(supplementary|complementary)\b(?![^.;]*\bevents?\b)/i, () => angleFacts],
  [/\bangles? as (a )?(measures? of turn|a property of shape)|\bangles?\b[^.;]*\b(degrees|protractor|right angles?|acute|obtuse|reflex)\b|\b(acute|obtuse|reflex) angles?\b|\bmeasure angles\b|\bcompare angles\b/i, (grade) => (grade >= 7 ? angleFacts : angleTypes)],
  [/\b(quarter|half|three-quarter|whole|full) turns?\b|\bmeasures? of turn\b/i, () => turnsAndDirections],
  [/\b(translations?|reflections?|rotations?|transformations?|tessellat\w*|slides and flips|flips)\b/i, () => transformations],
  // A symmetric distribution is data, not shape.
  [/^(?![^]*\bdata\b)[^]*\bsymmetr\w*/i, () => shapes2D],
  [/\bregular (and irregular )?polygons?\b/i, () => shapes2D],
  [/\bintegers?\b(?! (scaling|multiplication|exponents?|powers?|indices|solutions?|of any size))|\bnegative (numbers?|integers?)\b|\bpositive and negative (numbers|integers|rational)\b|\bbelow zero\b|\babsolute value\b|\bthrough (0|zero)\b|\bintervals across 0\b/i, () => integers],
  [/\bcoordinates?\b|\bcartesian\b|\bquadrants?\b|\bordered pairs?\b|\bcoordinate (grid|plane|system)\b|\bplot (specified )?points\b/i, () => coordinates],
  [/\bgrid references?\b|\bmaps?\b|\bpathways?\b|\broutes?\b|\blandmarks\b/i, () => gridReferences],
  // Measurement
  [/\bspeed\b|\bdensity\b|\bcompound units?\b|\brates of pay\b|\bpressure\b/i, () => compoundUnits],
  [/\bconvert\w*\b[^.;]*\bunits?\b|\bunits of measurement\b[^.;]*\bconvert\b/i, (grade) => (grade >= 2 ? measuringUnits : comparingMeasures)],
  [/\b(cylinders?|cones?|spheres?|pyramids?)\b[^.;]*\b(volumes?|surface areas?)\b|\b(volumes?|surface areas?)\b[^.;]*\b(cylinders?|cones?|spheres?|pyramids?)\b|\bcomposite solids?\b/i, () => curvedSolids],
  [/\bsurface areas?\b/i, () => surfaceArea],
  [/(?<!liquid )\bvolumes?\b|\bcubic (units|centimetres|metres)\b|\bunit cubes\b/i, (grade) => (grade >= 4 ? volumePrisms : grade >= 2 ? measuringUnits : comparingMeasures)],
  [/\b(area|areas)\b[^.;]*\b(composite|trapezi\w*|kites?|rhombus\w*|irregular)\b|\b(composite|irregular)\b[^.;]*\b(area|areas)\b/i, (grade) => (grade >= 6 ? compositeArea : rectangleArea)],
  [/circumference|\bareas? of (a )?circles?\b|\bparts of circles\b/i, () => circles],
  [/\barea of (right |other )?(parallelograms|triangles)\b|\b(parallelograms?|triangles?)\b[^.;]*\barea\b/i, () => triangleArea],
  [/\bperimeters? and areas?\b|\bareas? and perimeters?\b/i, (grade) => (grade >= 3 ? rectangleArea : comparingMeasures)],
  [/perimeter/i, () => perimeter],
  [/\bareas? of (rectangles|squares|rectilinear)|\bareas?\b[^.;]*\b(rectangles?|squares?|rectilinear)\b|\b(rectangles?|squares?|rectilinear (shapes?|figures?))\b[^.;]*\barea\b/i, () => rectangleArea],
  [/\bmeasurement errors?\b|\b(absolute|relative|percentage) errors?\b/i, () => measurementError],
  [/\bsignificant figures?\b|\bdegree of accuracy\b|\blimits of accuracy\b|\bupper and lower bounds\b|\berror intervals?\b|\btruncat/i, () => accuracy],
  [/^(?![^]*\bfractions?\b)[^]*(?<!side )\b(length|lengths|mass|masses|capacity|capacities)\b(?![^.;]*\bangles?\b)/i, (grade) => (grade >= 3 ? measuringUnits : comparingMeasures)],
  [/\b(record|measure)\b[^.;]*\btime\b|\bproblems for time\b|\bintervals of time\b|\bread time\b|\bnearest minute\b/i, () => tellingTime],
  [/\btimetables?\b|\bdurations?\b|\belapsed\b|\b12- and 24-hour\b|\b24-hour\b|\btime zones?\b|\bunits of time\b|\bam\b[^.;]*\bpm\b|\bconverting (from )?hours\b|\btime problems\b/i, (grade) => (grade >= 2 ? timeDurations : calendar)],
  [/\bclocks?\b|\btell(ing)? (and write )?(the )?time\b|\bread the time\b|\bhalf-hour\b|\bquarter-hour\b|\bo’?'?clock\b|\bminutes in an hour\b/i, () => tellingTime],
  [/\bdays of the week\b|\bmonths\b|\bcalendars?\b|\bseasons\b|\bdates?\b|\btimes of the day\b|\bchronological\b|\bbefore and after\b|\bdays in each month\b/i, () => calendar],
  [/\bmoney\b|\bcoins?\b|\bnotes\b|\bdollar bills\b|\bdimes\b|\bnickels\b|\bpennies\b|\bpounds? \(£\)|\bpence\b|\bgiving change\b|\bchange required\b|\bpurchases\b|\bfinancial plans?\b|\bdollars and cents\b|\bdenominations\b/i, () => money],
  [/\bmetric units?\b|\bimperial\b|\bstandard units\b|\bunits of measure\w*\b|\bappropriate units\b|\bscaled instruments\b|\binstruments with labelled markings\b|\bmeasure,? (order and )?compare\b|\bchoose (and use )?appropriate (metric )?units\b|\bdecimal representations? (to|of) the metric\b|\bmeasure\b[^.;]*\b(temperature|weight)\b|\bmiles\b|\bkilometres\b|\binches\b|\bpints\b|\bfeet\b|\byards\b/i, (grade) => (grade >= 2 ? measuringUnits : comparingMeasures)],
  [/\bskip[- ]count|\bcount(ing)? (forwards? |backwards? |on |back )?(in|by) (twos|fives|tens|multiples|steps|2s|5s|10s|3s)\b|\bcount in (multiples|steps)\b|\bcount(ing)? (from 0 )?in multiples\b|\bnumber sequences\b|\bcount within 1000\b|\bcount to (and across )?\d+/i, (grade) => (grade >= 5 ? sequences : skipCounting)],
  [/\brepeating patterns?\b|\bgrowing patterns?\b|\bnumber patterns?\b|\badditive patterns\b|\bpattern sequences\b|\bpatterns? (with|resulting|formed)\b|\b(continue|create)\b[^.;]*\b(patterns?|sequences)\b|\bsequences involving\b/i, (grade) => (grade >= 7 ? sequences : patterns)],
  // Statistics and probability
  [/\bmean absolute deviation\b/i, () => meanAbsoluteDeviation],
  [/\bstandard deviation\b|\bnormal distribution\b/i, () => standardDeviationTopic],
  [/\bmeasures of central tendency\b/i, () => averages],
  [/\bquartiles?\b|\binterquartile\b|\bbox ?plots?\b|\boutliers?\b/i, () => quartilesAndBoxPlots],
  [/\bscatter ?(plots?|graphs?)\b|\bbivariate\b|\blines? of best fit\b|\bcorrelation\b|\bstraight line to describe the relationship\b/i, () => scatterPlots],
  [/\bexpected values?\b|\bpayoff\b|\brandom variable\b|\bprobability distribution\b/i, () => expectedValueTopic],
  [/\bpermutations?\b|\bcombinations? of 2 variables\b|\bproduct rule for counting\b|\bsystematic listing\b|\benumerate\b|\bpairs of numbers that satisfy\b/i, () => countingOutcomes],
  [/\btwo-way (frequency )?tables?\b|\bvenn diagrams?\b|\bconditional\b|\bindependen\w*\b|\bgiven that\b|\bknowing that\b|\bmutually exclusive\b|\bexclusive\b[^.;]*\bor\b|\bone cannot happen if the other\b|\bsets and unions\b/i, (grade) => (grade >= 7 ? conditionalProbability : chance)],
  [/\btree diagrams?\b|\bwith(out)? replacement\b|\btwo- and three-step\b|\btwo-step chance\b|\bindependent and dependent combined\b/i, (grade) => (grade >= 8 ? treeDiagrams : compoundEvents)],
  [/\brelative frequenc|\bchance experiments?\b|\bsimulations?\b|\brepeated (chance )?experiments?\b|\bnumbers of trials\b|\bobserved frequencies\b|\bexpected frequencies\b|\bprobability model\b|\bempirical (probabilit|unbiased)\w*/i, (grade) => (grade >= 5 ? relativeFrequency : chance)],
  [/\bsample spaces? for single|\bsingle-(stage|step)\b/i, () => chance],
  [/\b(combined|compound) events?\b|\bcomplementary events?\b|\bsample spaces?\b|\b(sum|add) to 1\b|\bsum of probabilities\b/i, (grade) => (grade >= 5 ? compoundEvents : chance)],
  [/\bprobabilit(y|ies)\b|\bchances?\b|\blikelihood\b|\blikely\b|\bwill happen\b/i, () => chance],
  [/\bsamples?\b|\bsampling\b|\bcensus\b|\bpopulation means\b|\binfer(ence)?s?\b[^.;]*\bpopulation|\bpopulations?\b[^.;]*\b(sample|infer)|\bstatistical reports\b|\bmedia\b|\bdescribe a population\b/i, (grade) => (grade >= 6 ? sampling : readingData)],
  [/\bstem-and-leaf\b|\bdot plots?\b|\bline plots?\b|\bpie charts?\b|\bline graphs?\b|\bside-by-side\b|\btime series\b|\bdata displays?\b|\bgraphs? from authentic data\b|\bcolumn graphs?\b|\bvisualisations?\b/i, (grade) => (grade >= 3 ? dataDisplays : sortingData)],
  [/\bhistograms?\b|\bgrouped (discrete )?data\b|\bcumulative frequency\b|\bfrequency tables?\b|\bclass intervals?\b/i, (grade) => (grade >= 6 ? frequencyTables : dataDisplays)],
  [/\b(median|mode|modal)\b|\bthe mean\b|\bmean as\b|\baverages?\b(?! (rate|speed))|\bcentre\b[^.;]*\bspread\b|\bcentral tendency\b/i, () => averages],
  [/\bobjects in each category\b|\bsorting the categories\b|\bcomparing categorical data\b/i, (grade) => (grade <= 2 ? sortingData : readingData)],
  [/\b(tally|tallies|pictograms?|picture graphs?|bar (charts?|graphs?)|block diagrams|categorical (data|variables?))\b|\byes\/no questions\b/i, (grade) => (grade <= 2 ? sortingData : grade <= 6 ? readingData : dataDisplays), 'broad'],
  // Number: percentages, ratio, fractions and decimals
    [/\bpercentage (increases?|decreases?|change)\b|\bprofit\b|\bloss\b|\bmarkups?\b|\bbest buys?\b|\boriginal value\b/i, () => percentageChange],
  [/\bfractions?, decimals? and percentages?\b|\bdecimals? and percentages?\b|\bpercentages?\b[^.;]*\bdecimal equivalents\b|\bpercentage and decimal equivalents\b|\bequivalent fractions, decimals\b|\bfractions? and decimals?\b[^.;]*\bpercentages?\b/i, () => fractionsDecimalsPercentages],
  [/\bdiscounts?\b|\bsale prices?\b|\bin a sale\b|% off\b/i, () => percentageDiscounts],
  [/\bper ?cent|\bpercentages?\b|%/i, () => percentages],
  [/\bunit rates?\b|\brates?\b(?! of change)/i, () => unitRates],
  [/(?<!trigonometric )\bratios?\b|\bproportion(al)?\b|\brelative sizes\b|\bunequal sharing\b|\bscaling (by|problems)\b/i, () => ratios],
  [/\bfractions? as division\b|\bassociate a fraction with division\b/i, (grade) => (grade >= 4 ? mixedNumbers : unitFractions)],
  [/\bdivi(d\w*|sion)\b (of )?(a |unit |proper )*fractions?\b|\bfractions? by (whole|unit)|\bquotients of fractions\b|\bdivide fractions\b/i, () => dividingFractions],
  [/\bmixed num(ber|eral)s?\b[^.;]*\b(add|subtract|convert|improper)|\bimproper fractions?\b/i, (grade) => (grade >= 4 ? mixedNumbers : unitFractions)],
  [/\bfractions?\b[^.;]*\b(add|adding|addition|subtract\w*)\b|\b(add|adding|addition|subtract\w*)\b[^.;]*\bfractions?\b/i, () => addingFractions],
  [/\bfractions?\b[^.;]*\b(compar\w*|order\w*)\b|\b(compar\w*|order\w*)\b[^.;]*\bfractions?\b/i, (grade) => (grade >= 2 ? comparingFractions : halvesAndQuarters)],
  [/\bdecimal (numbers )?as fractions\b/i, () => decimalPlaceValue],
  [/\bequivalen\w*[^.;]*\bfractions?\b|\bfractions?\b[^.;]*\bequivalen|\bsimplify fractions\b|\bcommon factors to simplify\b/i, () => equivalentFractions],
  [/\bmultiply(ing)?\b[^.;]*\bfractions?\b|\bfractions?\b[^.;]*\bmultiplication\b|\bfractions? of (a )?(quantity|quantities|amounts?|a discrete set)\b|\bfractions? to (calculate|divide) quantities\b|\bfractions and percentages as operators\b|\bfraction of a quantity\b/i, (grade) => (grade >= 3 ? fractionOfQuantity : halvesAndQuarters)],
  [/\bunit fractions?\b|\bfractions?\b[^.;]*\bnumber lines?\b|\bfractions as numbers\b|\bcount(ing)? (up and down )?(in|by) (fractions|quarters|halves|thirds)\b|\bmixed numerals?\b/i, (grade) => (grade >= 2 ? unitFractions : halvesAndQuarters)],
  [/\bsimple fractions\b|\bone-half\b|\bhalf\b(?!-)|\bhalves\b|\bquarters?\b(?!-)|\beighths\b|\bthirds?\b/i, (grade) => (grade <= 2 ? halvesAndQuarters : unitFractions)],
  [/\bfractions? (\d\/\d|of a length|of a shape)|\b(find|name|write) fractions\b/i, (grade) => (grade <= 2 ? halvesAndQuarters : unitFractions)],
  [/\bmultipl\w*\b[^.;]*\bby (10|multiples and powers of 10|powers of 10|10, 100)\b|\bdivid\w*\b[^.;]*\bby (10|100|powers of 10)\b|\bpowers of (10|ten)\b/i, () => powersOfTen],
  [/\bround\w*\b[^.;]*\bdecimals?\b|\bdecimals?\b[^.;]*\bround\w*\b|\bround\w*\b[^.;]*\bdecimal places?\b/i, () => roundingDecimals],
  [/\bdecimals?\b[^.;]*\b(add|subtract|multipl\w*|divi\w*|four operations|4 operations)\b|\b(add|subtract|multipl\w*|divi\w*)\b[^.;]*\bdecimals?\b/i, (grade) => (grade >= 5 ? decimalOperations : decimalPlaceValue)],
  [/\bdecimal places?\b|\bdecimal notation\b|\btenths\b|\bhundredths\b|\bthousandths\b/i, () => decimalPlaceValue],
  // Number: whole numbers
  [/\bestimate (the )?answers? to (a )?calculations?\b/i, (grade) => (grade >= 7 ? accuracy : roundingWhole)],
  [/\bconnection between (addition and subtraction|multiplication and division)\b|\binverse (operations|relationship)\b/i, (grade) => (grade <= 2 ? numberBonds : grade <= 4 ? equations.missing : timesTables)],
  [/\bmissing number problems?\b[^.;]*\bmultiplication\b/i, () => timesTables],
  [/\bnumerical equations\b|\bnumber sentences? (for|involving)\b|\bmissing number\b/i, (grade) => (grade <= 2 ? addingSubtractingEarly : grade <= 6 ? equations.missing : equations.linear)],
  [/\bunknowns?\b(?! angles?)|\bunknown (values?|quantities)\b/i, (grade) => (grade <= 2 ? addingSubtractingEarly : grade <= 5 ? equations.missing : equations.linear)],
  [/\bprime\b|\bfactors and multiples\b|\bmultiples and factors\b|\bfactor pairs?\b|\bcommon (factors?|multiples?)\b|\b(highest|greatest) common factor\b|\b(least|lowest) common multiple\b|\bdivisib\w*\b|\bproducts of (powers of )?prime|\bproducts of (their )?factors\b|\bfactors? (and|of) (whole|natural) numbers\b/i, () => factorsAndMultiples],
  [/\bsquare (numbers?|roots?)\b|\bcube (numbers?|roots?)\b|\bperfect squares?\b|\bsquared\b/i, () => squaresAndRoots],
  [/\broman numerals?\b/i, () => romanNumerals],
  [/\b11 to 19\b|\bteen numbers?\b|\bten ones and some further ones\b/i, () => teenNumbers],
  [/\bodd\b|\beven numbers?\b|\bodd and even\b/i, () => oddAndEven],
  [/\blong multiplication\b|\bmultipl\w*\b[^.;]*\b(larger? numbers|multi-digit|two-digit|three-digit|up to 4 digits|four digits|one- or two-digit|formal written (method|layout))\b|\bdistributive law to multiply\b/i, (grade) => (grade <= 2 ? timesTables : multiDigitMultiplication)],
  [/\bproblems involving division\b|\blong division\b|\bshort division\b|\bdivi\w*\b[^.;]*\b((?<!\bno )remainders?|one-digit|two-digit|up to 4 digits)\b|\bwritten division\b/i, (grade) => (grade <= 2 ? equalGroups : division)],
  [/\baddition and subtraction,? and multiplication and division\b|\baddition, subtraction, multiplication and division\b|\ball four operations\b|\bfour operations\b|\b4 operations\b|\badditive and multiplicative\b/i, (grade) => (grade <= 2 ? addingSubtractingEarly : multiStepProblems)],
  [/\bmultiplication (and division )?facts\b|\btimes tables?\b|\bmultiplication tables?\b|\bdivision facts\b|\bcommutativ\w*\b[^.;]*\bmultiplication\b|\bmultiplying (together|by 0)\b/i, () => timesTables],
  [/\bmental\w*\b[^.;]*\b(multipl|divi)|\b(multipl|divi)\w*\b[^.;]*\bmental/i, (grade) => (grade <= 2 ? equalGroups : timesTables)],
  [/\bmental\w*\b[^.;]*\b(add|subtract)|\b(add|subtract)\w*\b[^.;]*\bmental/i, (grade) => (grade <= 1 ? addingSubtractingEarly : mentalAddSub)],
  [/\baddition facts\b|\bsubtraction facts\b/i, (grade) => (grade <= 2 ? addingSubtractingEarly : mentalAddSub)],
  [/\bcolumn(ar)? (addition|subtraction)\b|\bformal written methods? of column(ar)?\b/i, () => columnAddSub],
  [/\badd and subtract (numbers )?within\b|\badd(ing)? and subtract\w* (numbers|one|two|multi)\b|\badd and subtract\b[^.;]*\b(digit|within)\b/i, (grade) => (grade <= 2 ? addingSubtractingEarly : columnAddSub)],
  [/\brounding\b|\bround\b|\bestimat\w*\b[^.;]*\b(answers?|calculations?|reasonableness|check)\b|\breasonableness\b|\bapproximat\w*\b/i, (grade) => (grade >= 7 ? accuracy : roundingWhole)],
  [/\bplace value\b/i, () => placeValue, 'broad'],
  [/\bnumber bonds?\b|\bpart-part-whole\b|\bdecompose\b|\bmakes? 10\b|\bpartition\w* and combine\b|\bunknown-addend\b/i, () => numberBonds],
  [/\bsubitis\w*\b|\bcardinality\b/i, () => countingCollections],
  [/\bequal (groups|sharing)\b|\bsharing\b|\bgrouping\b|\barrays?\b|\brepeated addition\b/i, (grade) => (grade <= 3 ? equalGroups : timesTables)],
  [/\bcompare (two )?([\w-]+-digit |multi-digit )?(whole )?numbers\b|\b(order|compare) (and (order|compare) )?(whole |natural )?numbers\b|\b(natural|whole) numbers\b[^.;]*\b(order|represent|recogni[sz]e)\b|\bnumerals beyond\b/i, () => readingNumbers],
  // Algebra
  [/\bequations?\b/i, (grade) => (grade <= 5 ? equations.missing : equations.linear)],
  [/\bexpand(ing)?\b|\bexpansion\b|\bsimplify(ing)?\b[^.;]*\bexpressions?\b|\blike terms\b|\bmanipulate algebraic\b|\balgebraic simplification\b|\blaws and properties of arithmetic\b|\balgebraic terms\b/i, () => expressions.simplifying],
  [/\b(3-?d|three-dimensional)\b|\bobjects?\b[^.;]*\b(features|faces|edges)\b|\bprisms?\b|\bpyramids?\b|\bnets\b|\bcross-sections?\b|\bfaces\b|\bplans and elevations\b/i, () => shapes3D],
  // Broad rules: an outcome that names no narrower topic
  [/\bfunctions?\b/i, () => functionNotation, 'broad'],
  [/\bsubstitut|\bformulae?\b/i, () => expressions.evaluating, 'broad'],
  [/\balgebraic (expressions?|notation)\b|\bexpressions?\b|\bvariables?\b/i, () => expressions.writing, 'broad'],
  [/\bangles?\b/i, (grade) => (grade >= 7 ? angleFacts : angleTypes), 'broad'],
  [/\bareas?\b/i, (grade) => (grade >= 3 ? rectangleArea : comparingMeasures), 'broad'],
  [/\b(heavier|longer|heights?|weight|balance scales)\b/i, (grade) => (grade >= 3 ? measuringUnits : comparingMeasures), 'broad'],
  [/\b(2-?d|two-dimensional)\b|\bshapes?\b|\bpolygons?\b|\bquadrilaterals?\b|\btriangles?\b|\bsymmetr\w*\b|\bperpendicular\b|\bparallel\b|\bhorizontal and vertical\b/i, () => shapes2D, 'broad'],
  [/\bpatterns?\b/i, (grade) => (grade >= 7 ? sequences : patterns), 'broad'],
  [/\bposition\b|\bdirections?\b|\bmovement\b/i, () => turnsAndDirections, 'broad'],
  [/\bhistogram|\bdata\b|\bsort\b[^.;]*\bclassify\b|\bcollect\w* (data|information|responses)\b|\bgather\b|\bquestions? of interest\b|\bgraphical methods\b|\brepresentations? of data\b|\bdisplays?\b/i, (grade) => (grade <= 2 ? sortingData : grade <= 6 ? readingData : dataDisplays), 'broad'],
  [/\bsequences?\b/i, (grade) => (grade >= 5 ? sequences : skipCounting), 'broad'],
  [/\bmultipl\w*\b|\bdivi(de|sion)\b/i, (grade) => (grade <= 2 ? equalGroups : grade <= 4 ? timesTables : multiDigitMultiplication), 'broad'],
  [/\bfractions?\b/i, (grade) => (grade <= 2 ? halvesAndQuarters : equivalentFractions), 'broad'],
  [/\bdecimals?\b/i, () => decimalPlaceValue, 'broad'],
  [/\bmulti-?step\b|\btwo-step\b|\bmodelling to solve practical problems\b|\bcalculation strategies\b/i, (grade) => (grade <= 2 ? addingSubtractingEarly : multiStepProblems), 'broad'],
  [/\bmentally\b|\bmental\b/i, (grade) => (grade <= 1 ? addingSubtractingEarly : mentalAddSub), 'broad'],
  [/\bcount(ing)?\b[^.;]*\b(objects|collections?|how many)\b|\bquantify\b|\bnumber names\b|\bconnect number names\b|\bcorrespondences\b/i, (grade) => (grade <= 1 ? countingCollections : readingNumbers), 'broad'],
  [/\b(add|addition|adding|subtract\w*)\b/i, (grade) => (grade <= 2 ? addingSubtractingEarly : columnAddSub), 'broad'],
  [/\bpartition\w*\b|\brearrange and regroup\b|\bexpanded (form|notation)\b|\bvalue of each digit\b|\btens and ones\b|\bhundreds, tens\b|\bdigits?\b/i, () => placeValue, 'broad'],
  [/\bnumbers? (to|up to|beyond|to at least|from) (\d|one)|\bnumber line\b|\bmore or less\b|\b1 more and 1 less\b|\bidentify, represent and estimate numbers\b|\bread and write (numbers|numerals)\b|\bnumber system\b|\bnumerals?\b|\bcount\b/i, () => readingNumbers, 'broad'],
];

const isMathematics = (outcome: OutcomeRef, subject: string) =>
  /math/i.test(outcome.framework) || /math/i.test(outcome.subject ?? '') || /math/i.test(subject);

/** Strands a teacher plans as one ("expressions and equations", "probability and statistics"). */
const FAMILIES: Partial<Record<TopicStrand, string>> = {
  expressions: 'algebra',
  equations: 'algebra',
  probability: 'chance and data',
  statistics: 'chance and data',
  decimals: 'number',
};
const family = (topic: Topic) => FAMILIES[topic.strand] ?? topic.strand;

/** The outcome’s own words, without the worked examples and brackets that name other topics in passing. */
function focusOf(statement: string): string {
  return statement
    .replace(/^\(\+\)\s*/, '')
    // England's higher-tier extensions sit in braces; the rest of the statement is its focus.
    .replace(/\{[^}]*\}/g, (part) => (statement.replace(/\{[^}]*\}/g, '').trim() ? '' : part))
    .replace(/[{}]/g, '')
    .replace(/\((e\.g\.|for example|such as)[^)]*\)/gi, '')
    .split(/\s(?:For example|Examples?:|e\.g\.)[,:]?\s/i)[0]!
    .replace(/\[for example[^\]]*\]/gi, '');
}

/** The topic a lesson title names, when the title names one precisely enough to choose it over the outcome's. */
function topicFromTitle(title: string, grade: number): Topic | undefined {
  const rule = STATEMENT_RULES.find(([pattern]) => pattern.test(title));
  return rule && !rule[2] ? rule[1](grade) : undefined;
}

/**
 * The topic the statement names: a precise rule on its focus first, then on its full text (an example or an
 * extension can name the topic a vague focus does not), then a broad rule on either.
 */
function topicFromStatement(outcome: OutcomeRef, grade: number): Topic | undefined {
  const { statement } = outcome;
  const focus = focusOf(statement);
  const find = (text: string, broad: boolean) => STATEMENT_RULES.find(([pattern, , kind]) => Boolean(kind) === broad && pattern.test(text));
  // The aims of working mathematically name content only in passing: they get a topic only when their focus names one.
  // An aim that lists several areas ("numbers, algebraic expressions, shapes, probability and statistics") names none.
  if (/working mathematically|mathematical practice/i.test(outcome.strand ?? '')) {
    const named = STATEMENT_RULES.filter(([pattern, , kind]) => !kind && pattern.test(focus)).map(([, topicOf]) => topicOf(grade));
    return new Set(named.map((topic) => (topic ? family(topic) : ''))).size === 1 ? named[0] : undefined;
  }
  const rule = find(focus, false) ?? find(statement, false) ?? find(focus, true) ?? find(statement, true);
  return rule?.[1](grade);
}

/**
 * The topic that teaches the outcome: from its code first, then from its statement, else the topic the lesson's title
 * names; undefined when none fits. A lesson title naming another topic of the same strand wins ("Equivalent
 * fractions" taught against AC9M3N02, whose code points at adding fractions; "Solving equations" against AC9M7A02,
 * which writes expressions), because the teacher chose what this lesson is for.
 */
export function topicFor(outcome: OutcomeRef, grade: number, subject: string, title = ''): Topic | undefined {
  if (!isMathematics(outcome, subject)) return undefined;
  const byCode = topicFromCode(outcome);
  // A code no generator teaches stays untaught, whatever the title says.
  if (byCode === null) return undefined;
  const byOutcome = byCode ?? topicFromStatement(outcome, grade);
  const byTitle = title ? topicFromTitle(title, grade) : undefined;
  const teachable = byTitle && canTeach(byTitle, grade, outcome) ? byTitle : undefined;
  // An outcome whose words name no topic of their own (an aim of working mathematically) is taught through the
  // topic the teacher's title names.
  if (!byOutcome) return teachable;
  return teachable && family(teachable) === family(byOutcome) ? teachable : byOutcome;
}

/** The grades a topic's numbers are written for when it does not say: the first generators were written for 3 to 8. */
export const DEFAULT_GRADES: readonly [number, number] = [3, 8];

/** The US grades an outcome is written for: Foundation and Kindergarten are 0, and England’s Year N is grade N − 1. */
function outcomeGrades(outcome: OutcomeRef): number[] {
  const england = /^en-|^uk-/.test(outcome.framework);
  return (outcome.levels ?? []).flatMap((level) => (/^\d+$/.test(level) ? [Number(level) - (england ? 1 : 0)] : /^(K|F|R)$/i.test(level) ? [0] : []));
}

/**
 * Whether the topic can teach this class: not when the class is more than a year younger than the topic's first
 * grade (its easiest numbers would be pitched wrongly), unless the outcome itself is written for the topic's grades
 * (a Key Stage 3 outcome spans three years, and its first year may be younger than the topic).
 */
export function canTeach(topic: Topic, grade: number, outcome: OutcomeRef): boolean {
  const [first, last] = topic.grades ?? DEFAULT_GRADES;
  return grade >= first - 1 || outcomeGrades(outcome).some((g) => g >= first - 1 && g <= last);
}
