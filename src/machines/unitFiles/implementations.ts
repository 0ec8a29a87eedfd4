import { fromPromise } from 'xstate';
import type { UnitApi } from '../../services/unitApi';
import type { UnitFileKind } from './machine';

export interface UnitFilesDeps {
  unitApi: Pick<UnitApi, 'docx' | 'imscc'>;
  saveFile: (blob: Blob, fileName: string) => void;
}

export function createUnitFilesImplementations(deps: UnitFilesDeps) {
  return {
    actors: {
      downloadFile: fromPromise<void, { unitId: string; kind: UnitFileKind; fileName: string }>(async ({ input, signal }) => {
        deps.saveFile(await deps.unitApi[input.kind](input.unitId, { signal }), input.fileName);
      }),
    },
  };
}
