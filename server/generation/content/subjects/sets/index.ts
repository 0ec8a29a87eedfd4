import type { SubjectSet } from '../types.ts';
import { algorithmsYears5and6, algorithmsYears7and8 } from './algorithms.ts';
import { britain1745to1901 } from './britain-1745-1901.ts';
import { conservationOfMass } from './conservation-of-mass.ts';
import { ecosystems } from './ecosystems.ts';
import { INFORMATIONAL_READING } from './informational-reading.ts';
import { photosynthesis } from './photosynthesis.ts';
import { reactionTypes } from './reaction-types.ts';

/** Every reviewed subject set. A code belongs to one set only (a unit test checks it). */
export const SUBJECT_SETS: readonly SubjectSet[] = [
  conservationOfMass,
  reactionTypes,
  photosynthesis,
  ecosystems,
  britain1745to1901,
  ...INFORMATIONAL_READING,
  algorithmsYears5and6,
  algorithmsYears7and8,
];
