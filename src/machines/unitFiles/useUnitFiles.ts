import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { useRootSystem } from '../../app/RootSystemProvider';
import { saveFile } from '../../services/download';
import { createUnitFilesImplementations } from './implementations';
import { unitFilesMachine, type UnitFileKind } from './machine';

type Snapshot = SnapshotFrom<typeof unitFilesMachine>;
const selectDownloading = (s: Snapshot) => (s.matches('downloading') ? s.context.kind : null);
const selectFailure = (s: Snapshot) => s.context.failure;

/** The export tab's downloads: fetched with the teacher's sign-in, then saved under the unit's name. */
export function useUnitFiles(unitId: string, title: string) {
  const { unitApi, inspect } = useRootSystem();
  const ref = useActorRef(
    unitFilesMachine.provide(createUnitFilesImplementations({ unitApi, saveFile: (blob, name) => saveFile(blob, name) })),
    { input: { unitId, title }, ...(inspect ? { inspect } : {}) },
  );
  return {
    downloading: useSelector(ref, selectDownloading),
    failure: useSelector(ref, selectFailure),
    download: (kind: UnitFileKind) => ref.send({ type: 'files.download', kind }),
  };
}
