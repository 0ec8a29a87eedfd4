import type { Keyword } from '../../services/unitApi';
import { createLessonInsightMachine } from '../lessonInsights/machine';

/**
 * A unit's glossary: the key terms of its outcomes with their meanings, asked for as the tab opens, with "Try again"
 * on a failure. The lessons' insight chart, with the unit's id where a lesson's would be.
 */
export const unitGlossaryMachine = createLessonInsightMachine<null, Keyword[]>('unitGlossary');

export type UnitGlossaryMachine = typeof unitGlossaryMachine;
