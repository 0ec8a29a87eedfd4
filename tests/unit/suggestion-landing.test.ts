import { describe, expect, it } from 'vitest';
import { whereItLanded } from '../../src/machines/lessonSuggestions/landing';
import { aLesson } from '../views/fixtures/lessons';

describe('where an added suggestion landed', () => {
  it('names the phase and column of a new action line', () => {
    const before = aLesson();
    const after = aLesson({ phases: before.phases.map((p, i) => (i === 1 ? { ...p, studentActions: [...p.studentActions, 'Turn to a partner and explain.'] } : p)) });
    expect(whereItLanded(before, after)).toEqual([
      { anchor: 'phase-2-studentActions', place: { kind: 'phase', phase: 1, title: 'Explore', field: 'studentActions' }, change: 'Turn to a partner and explain.' },
    ]);
  });

  it('names the differentiation list, a new success criterion and new key vocabulary', () => {
    const before = aLesson();
    const after = aLesson({
      differentiation: { support: [], extension: ['Create a new example.'], languageSupport: [] },
      successCriteria: [...before.successCriteria, { text: 'I can explain why.', outcomeCode: '', bloomLevel: 'understand' }],
      keyVocabulary: [...before.keyVocabulary, 'denominator'],
    });
    expect(whereItLanded(before, after)).toEqual([
      { anchor: 'differentiation-extension', place: { kind: 'differentiation', field: 'extension' }, change: 'Create a new example.' },
      { anchor: 'success-criteria', place: { kind: 'successCriteria' }, change: 'I can explain why.' },
      { anchor: 'key-vocabulary', place: { kind: 'keyVocabulary' }, change: 'denominator' },
    ]);
  });

  it('finds nothing when nothing changed', () => {
    expect(whereItLanded(aLesson(), aLesson())).toEqual([]);
  });
});
