import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '../../lib/failure';
import { toFailure } from '../../lib/failure';
import { fileStemOf } from '../../contracts/file-types';

/** A unit's files: its planning document for Word, and a Common Cartridge of its lessons for an LMS. */
export type UnitFileKind = 'docx' | 'imscc';

/** Named after the unit as the server names it ("Fractions!" → "fractions.docx"); a title with no letters gives "unit". */
export const unitFileName = (title: string, kind: UnitFileKind) => `${fileStemOf(title, 'unit')}.${kind}`;

export interface UnitFilesContext {
  unitId: string;
  title: string;
  /** The file being fetched, or the last one asked for. */
  kind: UnitFileKind | null;
  failure: Failure | null;
}

/**
 * Downloading a unit's export: the planning document (DOCX) and the Common Cartridge (IMSCC). One at a time; a file
 * that cannot be fetched says so, and the button can be pressed again.
 */
export const unitFilesMachine = setup({
  types: {
    context: {} as UnitFilesContext,
    events: {} as { type: 'files.download'; kind: UnitFileKind },
    input: {} as { unitId: string; title: string },
  },
  actors: {
    downloadFile: fromPromise<void, { unitId: string; kind: UnitFileKind; fileName: string }>(async () => {
      throw new Error('downloadFile is not provided');
    }),
  },
}).createMachine({
  id: 'unitFiles',
  context: ({ input }) => ({ unitId: input.unitId, title: input.title, kind: null, failure: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'files.download': { target: 'downloading', actions: assign({ kind: ({ event }) => event.kind, failure: null }) } } },
    downloading: {
      invoke: {
        src: 'downloadFile',
        input: ({ context }) => ({ unitId: context.unitId, kind: context.kind!, fileName: unitFileName(context.title, context.kind!) }),
        onDone: 'idle',
        onError: { target: 'idle', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
  },
});

export type UnitFilesMachine = typeof unitFilesMachine;
