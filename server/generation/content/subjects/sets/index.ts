import type { SubjectSet } from '../types.ts';
import { algorithmsYears5and6, algorithmsYears7and8 } from './algorithms.ts';
import { argumentWriting } from './argument-writing.ts';
import { australianDemocracy } from './australian-democracy.ts';
import { britain1745to1901 } from './britain-1745-1901.ts';
import { characters } from './characters.ts';
import { conservationOfMass } from './conservation-of-mass.ts';
import { ecosystems } from './ecosystems.ts';
import { inferenceKs3 } from './inference.ts';
import { INFORMATIONAL_READING } from './informational-reading.ts';
import { photosynthesis } from './photosynthesis.ts';
import { reactionTypes } from './reaction-types.ts';
import { rivers } from './rivers.ts';
import { sortingAndSearching } from './sorting-searching.ts';
import { statesOfMatter } from './states-of-matter.ts';
import { wordMeanings } from './word-meanings.ts';

/**
 * Every reviewed subject set. A set is kept small and checked by hand against the sources it names: each key point
 * cites one of them, each misconception carries its research citation, each check and practice item its answer, and
 * every text is written for Teachkit (no copyrighted passage; primary sources only when in the public domain).
 * tests/unit/subject-content.test.ts holds them to it: a code belongs to one set only (besides sets written for a topic
 * within it, chosen by the words the lesson names), equations balance, quotations
 * in reading answers are in the passage, passages read at their grade.
 */
export const SUBJECT_SETS: readonly SubjectSet[] = [
  conservationOfMass,
  reactionTypes,
  photosynthesis,
  ecosystems,
  statesOfMatter,
  britain1745to1901,
  australianDemocracy,
  ...INFORMATIONAL_READING,
  inferenceKs3,
  wordMeanings,
  characters,
  argumentWriting,
  algorithmsYears5and6,
  algorithmsYears7and8,
  sortingAndSearching,
  rivers,
];
