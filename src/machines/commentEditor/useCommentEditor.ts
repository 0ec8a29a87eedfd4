import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { Achievement, Perspective } from '../../services/commentApi';
import type { LessonOutcome } from '../../services/lessonApi';
import { createCommentEditorImplementations } from './implementations';
import { commentEditorMachine } from './machine';
import * as select from './selectors';
import type { DetailsChanges, StudentChanges } from './types';

export type CommentEditorRef = ActorRefFrom<typeof commentEditorMachine>;

/** Spawned by /comments/{id} and /comments/editor/{id}, one per comment set, kept across the editor's tabs. */
export function useCommentEditorActor(commentSetId: string): CommentEditorRef {
  const { commentApi, platformLimit, inspect } = useRootSystem();
  return useActorRef(
    commentEditorMachine.provide(createCommentEditorImplementations({ commentApi, refreshRobotActions: () => platformLimit.send({ type: 'limit.refresh' }) })),
    { input: { commentSetId }, ...(inspect ? { inspect } : {}) },
  );
}

/** The editor's tabs read the one actor their page spawned. */
export const CommentEditorContext = createContext<CommentEditorRef | null>(null);

export function useCommentEditorRef(): CommentEditorRef {
  const ref = useContext(CommentEditorContext);
  if (!ref) throw new Error('useCommentEditorRef must be used inside <CommentEditorContext.Provider>');
  return ref;
}

export function useCommentEditor(ref: CommentEditorRef) {
  return {
    set: useSelector(ref, select.selectSet),
    draft: useSelector(ref, select.selectDraft),
    failure: useSelector(ref, select.selectFailure),
    isLoading: useSelector(ref, select.selectIsLoading),
    loadFailed: useSelector(ref, select.selectLoadFailed),
    isSaving: useSelector(ref, select.selectIsSaving),
    isDirty: useSelector(ref, select.selectIsDirty),
    canSave: useSelector(ref, select.selectCanSave),
    justSaved: useSelector(ref, select.selectJustSaved),
    isBusy: useSelector(ref, select.selectIsBusy),
    isGenerating: useSelector(ref, select.selectIsGenerating),
    isRewriting: useSelector(ref, select.selectIsRewriting),
    isBanking: useSelector(ref, select.selectIsBanking),
    workingOn: useSelector(ref, select.selectWorkingOn),
    rewrite: useSelector(ref, select.selectRewrite),
    banked: useSelector(ref, select.selectBanked),
    retry: () => ref.send({ type: 'comments.retry' }),
    editDetails: (changes: DetailsChanges) => ref.send({ type: 'comments.editDetails', changes }),
    addOutcome: (outcome: LessonOutcome) => ref.send({ type: 'comments.addOutcome', outcome }),
    removeOutcome: (code: string) => ref.send({ type: 'comments.removeOutcome', code }),
    pasteText: useSelector(ref, select.selectPasteText),
    summaryLength: useSelector(ref, select.selectSummaryLength),
    canAddStudents: useSelector(ref, select.selectCanAddStudents),
    editPaste: (text: string) => ref.send({ type: 'comments.editPaste', text }),
    addStudents: () => ref.send({ type: 'comments.addStudents' }),
    setSummaryLength: (maxCharacters: number) => ref.send({ type: 'comments.setSummaryLength', maxCharacters }),
    removeStudent: (index: number) => ref.send({ type: 'comments.removeStudent', index }),
    editStudent: (index: number, changes: StudentChanges) => ref.send({ type: 'comments.editStudent', index, changes }),
    rate: (index: number, code: string, level: Achievement | null) => ref.send({ type: 'comments.rate', index, code, level }),
    editEvidence: (index: number, code: string, text: string) => ref.send({ type: 'comments.editEvidence', index, code, text }),
    appendComment: (index: number, text: string) => ref.send({ type: 'comments.appendComment', index, text }),
    discard: () => ref.send({ type: 'comments.discard' }),
    save: () => ref.send({ type: 'comments.save' }),
    generate: (studentId: string | null) => ref.send({ type: 'comments.generate', studentId }),
    rewriteFor: (studentId: string, perspective: Perspective) => ref.send({ type: 'comments.rewrite', studentId, perspective }),
    summarise: (studentId: string, maxCharacters: number) => ref.send({ type: 'comments.summarise', studentId, maxCharacters }),
    acceptRewrite: () => ref.send({ type: 'comments.useRewrite' }),
    dismissRewrite: () => ref.send({ type: 'comments.dismissRewrite' }),
    saveToBank: (text: string) => ref.send({ type: 'comments.saveToBank', text }),
  };
}
