import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { Lesson, LessonOutcome } from '../../services/lessonApi';
import { createLessonEditorImplementations } from './implementations';
import { lessonEditorMachine } from './machine';
import * as select from './selectors';
import type { CheckChanges, CheckList, ContentChanges, DetailsChanges, PhaseChanges } from './types';
import type { Keyword, LessonText, Misconception, WorkedExample } from '../../services/lessonApi';

export type LessonEditorRef = ActorRefFrom<typeof lessonEditorMachine>;

/** Spawned by the lesson routes (/lessons/:id and the editor), one per lesson id. */
export function useLessonEditorActor(lessonId: string): LessonEditorRef {
  const { lessonApi, inspect } = useRootSystem();
  return useActorRef(lessonEditorMachine.provide(createLessonEditorImplementations({ lessonApi })), { input: { lessonId }, ...(inspect ? { inspect } : {}) });
}

/** The editor's tabs read the one actor their page spawned. */
export const LessonEditorContext = createContext<LessonEditorRef | null>(null);

export function useLessonEditorRef(): LessonEditorRef {
  const ref = useContext(LessonEditorContext);
  if (!ref) throw new Error('useLessonEditorRef must be used inside <LessonEditorContext.Provider>');
  return ref;
}

export function useLessonEditor(ref: LessonEditorRef) {
  return {
    lesson: useSelector(ref, select.selectLesson),
    draft: useSelector(ref, select.selectDraft),
    failure: useSelector(ref, select.selectFailure),
    isLoading: useSelector(ref, select.selectIsLoading),
    loadFailed: useSelector(ref, select.selectLoadFailed),
    isReady: useSelector(ref, select.selectIsReady),
    isSaving: useSelector(ref, select.selectIsSaving),
    isDirty: useSelector(ref, select.selectIsDirty),
    canSave: useSelector(ref, select.selectCanSave),
    justSaved: useSelector(ref, select.selectJustSaved),
    retry: () => ref.send({ type: 'lesson.retry' }),
    editDetails: (changes: DetailsChanges) => ref.send({ type: 'lesson.editDetails', changes }),
    editPhase: (index: number, changes: PhaseChanges) => ref.send({ type: 'lesson.editPhase', index, changes }),
    addPhase: () => ref.send({ type: 'lesson.addPhase' }),
    removePhase: (index: number) => ref.send({ type: 'lesson.removePhase', index }),
    editCriterion: (index: number, text: string) => ref.send({ type: 'lesson.editCriterion', index, text }),
    addCriterion: () => ref.send({ type: 'lesson.addCriterion' }),
    removeCriterion: (index: number) => ref.send({ type: 'lesson.removeCriterion', index }),
    addOutcome: (outcome: LessonOutcome) => ref.send({ type: 'lesson.addOutcome', outcome }),
    removeOutcome: (code: string) => ref.send({ type: 'lesson.removeOutcome', code }),
    editContent: (changes: ContentChanges) => ref.send({ type: 'lesson.editContent', changes }),
    editSequence: (outline: string[]) => ref.send({ type: 'lesson.editSequence', outline }),
    editCheck: (list: CheckList, index: number, changes: CheckChanges) => ref.send({ type: 'lesson.editCheck', list, index, changes }),
    addCheck: (list: CheckList) => ref.send({ type: 'lesson.addCheck', list }),
    removeCheck: (list: CheckList, index: number) => ref.send({ type: 'lesson.removeCheck', list, index }),
    editKeyword: (index: number, changes: Partial<Pick<Keyword, 'term' | 'definition'>>) => ref.send({ type: 'lesson.editKeyword', index, changes }),
    addKeyword: () => ref.send({ type: 'lesson.addKeyword' }),
    removeKeyword: (index: number) => ref.send({ type: 'lesson.removeKeyword', index }),
    editMisconception: (index: number, changes: Partial<Pick<Misconception, 'misconception' | 'response'>>) =>
      ref.send({ type: 'lesson.editMisconception', index, changes }),
    addMisconception: () => ref.send({ type: 'lesson.addMisconception' }),
    removeMisconception: (index: number) => ref.send({ type: 'lesson.removeMisconception', index }),
    editWorkedExample: (phase: number, changes: Partial<WorkedExample>) => ref.send({ type: 'lesson.editWorkedExample', phase, changes }),
    editText: (phase: number, index: number, changes: Partial<LessonText>) => ref.send({ type: 'lesson.editText', phase, index, changes }),
    addText: (phase: number) => ref.send({ type: 'lesson.addText', phase }),
    removeText: (phase: number, index: number) => ref.send({ type: 'lesson.removeText', phase, index }),
    discard: () => ref.send({ type: 'lesson.discard' }),
    save: () => ref.send({ type: 'lesson.save' }),
    replaced: (lesson: Lesson) => ref.send({ type: 'lesson.replaced', lesson }),
  };
}
