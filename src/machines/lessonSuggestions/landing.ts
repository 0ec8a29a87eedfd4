import type { Differentiation, Lesson } from '../../services/lessonApi';

/** Where an added suggestion changed the lesson: a place on the plan tab (its anchor) and what was put there. */
export interface Landing {
  /** The id of the field on the plan tab, also the address fragment that scrolls to and highlights it. */
  anchor: string;
  place: LandingPlace;
  /** The line added, or the change made ("10 → 15 minutes"). */
  change: string;
}

export type LandingPlace =
  | { kind: 'phase'; phase: number; title: string; field: 'teacherActions' | 'studentActions' | 'minutes' }
  | { kind: 'differentiation'; field: keyof Differentiation }
  | { kind: 'successCriteria' }
  | { kind: 'keyVocabulary' };

export const phaseAnchor = (phase: number, field: 'teacherActions' | 'studentActions' | 'minutes') => `phase-${phase + 1}-${field}`;
export const differentiationAnchor = (field: keyof Differentiation) => `differentiation-${field}`;
export const SUCCESS_CRITERIA_ANCHOR = 'success-criteria';
export const KEY_VOCABULARY_ANCHOR = 'key-vocabulary';

const added = (before: string[], after: string[]) => after.filter((line) => !before.includes(line));

/** Compares the lesson before and after a suggestion went in; pure, so each kind of change is tested on its own. */
export function whereItLanded(before: Lesson, after: Lesson): Landing[] {
  const landings: Landing[] = [];
  after.phases.forEach((phase, index) => {
    const old = before.phases[index];
    for (const field of ['teacherActions', 'studentActions'] as const) {
      for (const line of added(old?.[field] ?? [], phase[field])) {
        landings.push({ anchor: phaseAnchor(index, field), place: { kind: 'phase', phase: index, title: phase.title, field }, change: line });
      }
    }
    if (old && old.minutes !== phase.minutes) {
      landings.push({ anchor: phaseAnchor(index, 'minutes'), place: { kind: 'phase', phase: index, title: phase.title, field: 'minutes' }, change: `${old.minutes} → ${phase.minutes}` });
    }
  });
  for (const field of ['support', 'extension', 'languageSupport'] as const) {
    for (const line of added(before.differentiation[field], after.differentiation[field])) {
      landings.push({ anchor: differentiationAnchor(field), place: { kind: 'differentiation', field }, change: line });
    }
  }
  const criteria = added(
    before.successCriteria.map((c) => c.text),
    after.successCriteria.map((c) => c.text),
  );
  for (const text of criteria) landings.push({ anchor: SUCCESS_CRITERIA_ANCHOR, place: { kind: 'successCriteria' }, change: text });
  for (const term of added(before.keyVocabulary, after.keyVocabulary)) landings.push({ anchor: KEY_VOCABULARY_ANCHOR, place: { kind: 'keyVocabulary' }, change: term });
  return landings;
}
