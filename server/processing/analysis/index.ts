/**
 * The analysis tasks of upload processing (spec §4: spelling → align → extract-outcomes) as pipeline steps, and
 * the spelling check the slice editor runs again after an edit.
 */
export { spellingStep, checkSliceSpelling } from './spelling-step.ts';
export { alignStep, realignSlice, ALIGNMENT_THRESHOLD, ALIGNMENTS_PER_SLICE } from './align-step.ts';
export { extractOutcomesStep } from './outcomes-step.ts';
export { alignSlice, buildOutcomeIndex, type Alignment, type OutcomeIndex } from './alignment.ts';
export { findSpellingIssues } from './spelling.ts';
export { findGrammarIssues } from './grammar.ts';
export { rankUploadOutcomes, UPLOAD_OUTCOME_COUNT } from './upload-outcomes.ts';
export { loadSpeller, spellingVariant, type Speller, type SpellingVariant } from './speller.ts';
