import { useActorRef, useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import type { UploadOutcome, UploadSpellingIssue } from '../../services/uploadApi';
import { createUploadReportsImplementations } from './implementations';
import type { createUploadReportMachine } from './machine';
import { uploadOutcomesMachine, uploadSpellingMachine } from './reports';

type ReportSnapshot<Item> = SnapshotFrom<ReturnType<typeof createUploadReportMachine<Item>>>;

function useReportView<Item>(ref: AnyActorRef) {
  return {
    items: useSelector(ref, (s: ReportSnapshot<Item>) => s.context.items),
    failure: useSelector(ref, (s: ReportSnapshot<Item>) => s.context.failure),
    isLoading: useSelector(ref, (s: ReportSnapshot<Item>) => s.matches('loading')),
    loadFailed: useSelector(ref, (s: ReportSnapshot<Item>) => s.matches('failed')),
    retry: () => ref.send({ type: 'report.retry' }),
  };
}

/** The editor's outcomes tab: the upload's best curriculum outcomes. */
export function useUploadOutcomes(uploadId: string) {
  const { uploadApi, inspect } = useRootSystem();
  const ref = useActorRef(uploadOutcomesMachine.provide(createUploadReportsImplementations({ uploadApi }).outcomes), {
    input: { uploadId },
    ...(inspect ? { inspect } : {}),
  });
  return useReportView<UploadOutcome>(ref);
}

/** The editor's spelling tab: every spelling and grammar issue in the upload's slices. */
export function useUploadSpelling(uploadId: string) {
  const { uploadApi, inspect } = useRootSystem();
  const ref = useActorRef(uploadSpellingMachine.provide(createUploadReportsImplementations({ uploadApi }).spelling), {
    input: { uploadId },
    ...(inspect ? { inspect } : {}),
  });
  return useReportView<UploadSpellingIssue>(ref);
}
