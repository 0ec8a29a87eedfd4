import { useActorRef, useSelector } from '@xstate/react';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { Failure } from '../../lib/failure';
import type { Taxonomy } from '../../services/lessonApi';
import { createLessonInsightsImplementations } from './implementations';
import { glossaryMachine, pedagogyMachine, questionsMachine } from './insights';
import type { QuestionsParams } from './insights';

function useImplementations() {
  const { lessonApi, inspect } = useRootSystem();
  return { ...createLessonInsightsImplementations({ lessonApi }), inspect: inspect ? { inspect } : {} };
}

/** Selectors shared by every insight tab; the snapshot types differ only in params and result. */
interface InsightSnapshot<Params, Result> {
  context: { params: Params; result: Result | null; failure: Failure | null };
  matches: (state: 'waiting' | 'asking' | 'answered' | 'failed' | 'starting') => boolean;
}
const selectResult = <P, R>(s: InsightSnapshot<P, R>) => s.context.result;
const selectParams = <P, R>(s: InsightSnapshot<P, R>) => s.context.params;
const selectFailure = <P, R>(s: InsightSnapshot<P, R>) => s.context.failure;
const selectIsAsking = <P, R>(s: InsightSnapshot<P, R>) => s.matches('asking') || s.matches('starting');
const selectFailed = <P, R>(s: InsightSnapshot<P, R>) => s.matches('failed');

export function useGlossary(lessonId: string) {
  const implementations = useImplementations();
  const ref = useActorRef(glossaryMachine.provide(implementations.glossary), {
    input: { lessonId, params: null, askNow: true },
    ...implementations.inspect,
  });
  return {
    glossary: useSelector(ref, selectResult),
    failure: useSelector(ref, selectFailure),
    isLoading: useSelector(ref, selectIsAsking),
    failed: useSelector(ref, selectFailed),
    retry: () => ref.send({ type: 'insight.retry' }),
  };
}

export function useQuestions(lessonId: string) {
  const implementations = useImplementations();
  const ref = useActorRef(questionsMachine.provide(implementations.questions), {
    input: { lessonId, params: { input: '', language: 'en' }, askNow: false },
    ...implementations.inspect,
  });
  return {
    questions: useSelector(ref, selectResult),
    asked: useSelector(ref, selectParams),
    failure: useSelector(ref, selectFailure),
    isAsking: useSelector(ref, selectIsAsking),
    failed: useSelector(ref, selectFailed),
    ask: (params: QuestionsParams) => ref.send({ type: 'insight.request', params }),
    retry: () => ref.send({ type: 'insight.retry' }),
  };
}

export function usePedagogy(lessonId: string) {
  const implementations = useImplementations();
  const ref = useActorRef(pedagogyMachine.provide(implementations.pedagogy), {
    input: { lessonId, params: { taxonomy: 'bloom' as Taxonomy }, askNow: true },
    ...implementations.inspect,
  });
  return {
    pedagogy: useSelector(ref, selectResult),
    taxonomy: useSelector(ref, selectParams).taxonomy,
    failure: useSelector(ref, selectFailure),
    isLoading: useSelector(ref, selectIsAsking),
    failed: useSelector(ref, selectFailed),
    chooseTaxonomy: (taxonomy: Taxonomy) => ref.send({ type: 'insight.request', params: { taxonomy } }),
    retry: () => ref.send({ type: 'insight.retry' }),
  };
}
