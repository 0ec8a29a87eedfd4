import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { assessmentFilesMachine } from '../../src/machines/assessmentFiles/machine';
import type { AssessmentFilesContext } from '../../src/machines/assessmentFiles/types';
import { ApiError } from '../../src/services/apiError';
import AssessmentEditorPage from '../../src/views/assessments/AssessmentEditorPage';
import { anAssessment } from '../views/fixtures/assessments';
import { describeModel } from './harness';
import { at, renderViews } from './render';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as AssessmentFilesContext;
const buttons = { docx: 'Download the paper (DOCX)', qti: 'Download for an LMS (QTI 3.0)' } as const;
/** The names the files are saved under, from the assessment's title "Fractions check". */
const fileNames = { docx: 'fractions-check.docx', qti: 'fractions-check-qti.zip' } as const;
type ExportKind = keyof typeof buttons;

interface Saved {
  names: string[];
  /** How many files were saved when the download on screen started. */
  before: number;
}

describeModel({
  name: 'assessmentFiles',
  machine: assessmentFilesMachine,
  input: { assessmentId: 'as-1', title: 'Fractions check' },
  events: [
    { type: 'files.download', kind: 'docx' },
    { type: 'files.download', kind: 'qti' },
  ],
  error: () => new ApiError(500, 'An unexpected error occurred'),
  // Every order of downloads, failures among them, so a download after a failed one is seen too.
  strategy: 'simple',
  project: (snapshot) => ({ kind: contextOf(snapshot).kind, failed: Boolean(contextOf(snapshot).failure) }),
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const saved: Saved = { names: [], before: 0 };
    URL.createObjectURL = () => 'blob:assessment-file';
    URL.revokeObjectURL = () => {};
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      saved.names.push(this.download);
    };
    const fetchFile = async (kind: string, signal?: AbortSignal) => {
      await kit.pending('downloadFile', signal);
      return new Blob([kind]);
    };
    const assessmentApi = {
      get: async () => anAssessment(),
      docx: (_id: string, { signal }: { signal?: AbortSignal } = {}) => fetchFile('docx', signal),
      qti: (_id: string, { signal }: { signal?: AbortSignal } = {}) => fetchFile('qti', signal),
    };
    renderViews({
      system: { assessmentApi: assessmentApi as never, inspect: kit.inspect },
      routes: [at('/assessments/editor/:id/:tab?', <AssessmentEditorPage />)],
      path: '/assessments/editor/as-1/export',
    });
    return { saved };
  },
  exec: {
    // The teacher presses the file's button on the export tab.
    'files.download': async (event) => userEvent.setup().click(screen.getByRole('button', { name: buttons[(event as EventObject & { kind: ExportKind }).kind] })),
  },
  states: {
    '*': () => {
      expect(screen.getByRole('tab', { name: 'Export', selected: true })).toBeInTheDocument();
      expect(screen.getByText('Files to print or to load into a learning management system.')).toBeInTheDocument();
      expect(screen.getByText('The questions with lines to write on and their marks, the marking guide and the rubric, for Word or Google Docs.')).toBeInTheDocument();
      expect(screen.getByText('Multiple choice and short answers marked by the LMS; longer answers carry their marking points for the marker.')).toBeInTheDocument();
    },
    idle: (snapshot, kit, event) => {
      const { kind, failure } = contextOf(snapshot);
      const saved = kit.extra.saved as Saved;
      for (const label of Object.values(buttons)) expect(screen.getByRole('button', { name: label })).toBeEnabled();
      if (event.type.startsWith('xstate.done.actor.')) {
        // The file is saved once, under the assessment's name.
        expect(saved.names).toHaveLength(saved.before + 1);
        expect(saved.names.at(-1)).toBe(fileNames[kind as ExportKind]);
      } else expect(saved.names).toHaveLength(saved.before);
      if (failure) expect(screen.getByRole('alert')).toHaveTextContent('That did not work.An unexpected error occurred');
      else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    downloading: (snapshot, kit) => {
      const kind = contextOf(snapshot).kind as ExportKind;
      const other: ExportKind = kind === 'docx' ? 'qti' : 'docx';
      (kit.extra.saved as Saved).before = (kit.extra.saved as Saved).names.length;
      // One file at a time: the file asked for says so, and the other waits.
      expect(screen.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: buttons[kind] })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: buttons[other] })).toBeDisabled();
      // Asking again clears what went wrong before.
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  },
});
