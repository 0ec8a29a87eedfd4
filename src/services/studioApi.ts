import { genericCall } from './genericCall';
import type { HttpClient } from './http';
import { withRetries } from './resourceCache';
import type { Page } from '../contracts/page';
// The outputs' shapes are defined once, by the server's generation code, and shared with the browser as types.
import type { Rewrite, TextQuestion } from '../contracts/studio';
import type { Keyword } from '../contracts/lesson-plan';
import type { StartedItem, StartSource } from './studioStartApi';

export type { Rewrite, TextQuestion };

export const studioTools = ['rewrite', 'questions', 'glossary', 'exit-ticket'] as const;
export type StudioTool = (typeof studioTools)[number];

/** What a teacher gives a quick tool: a pasted text, a US grade (0 is kindergarten) and an optional subject. */
export interface StudioInput {
  text: string;
  grade: number;
  subject: string;
}

export interface QuestionsOutput {
  readingLevel: number;
  questions: TextQuestion[];
}
export interface GlossaryOutput {
  entries: Keyword[];
}
export interface ExitTicketOutput {
  questions: TextQuestion[];
}

interface RunOf<T extends StudioTool, O> {
  id: string;
  tool: T;
  input: StudioInput;
  output: O;
  createdAt: string;
}
/** One kept run of a quick tool, its output shaped by the tool. */
export type StudioRun =
  | RunOf<'rewrite', Rewrite>
  | RunOf<'questions', QuestionsOutput>
  | RunOf<'glossary', GlossaryOutput>
  | RunOf<'exit-ticket', ExitTicketOutput>;

/** A start kept in the history: the item the teacher started from the Start tab, and what it was started from. */
export interface StartRun {
  id: string;
  tool: 'start';
  input: { text: string; source: StartSource };
  output: StartedItem;
  createdAt: string;
}
/** Anything the history keeps: a quick tool's run or a start. */
export type HistoryRun = StudioRun | StartRun;

/** A run as the history lists it: the start of its text, without its output. */
export interface StudioRunSummary {
  id: string;
  tool: StudioTool | 'start';
  preview: string;
  createdAt: string;
}

type Signal = { signal?: AbortSignal };

export function createStudioApi(http: HttpClient) {
  return {
    /** Runs one quick tool on a text; counts one robot action, and the run is kept in the history. */
    run: (tool: StudioTool, input: StudioInput, { signal }: Signal = {}) => http.post<StudioRun>(`/studio/${tool}`, input, { signal }),
    /** Runs one quick tool on the text in a photo or screenshot of a page (the generic call); the run's input holds the text read. */
    runOnPicture: (tool: StudioTool, input: Omit<StudioInput, 'text'> & { picture: Blob }, { signal }: Signal = {}) =>
      genericCall<StudioRun>(http, tool, { picture: input.picture, grade: input.grade, subject: input.subject }, { signal }),
    /** One page of the teacher's runs, newest first; pass the token back for the next page. */
    history: ({ continuationToken = null, signal }: Signal & { continuationToken?: string | null } = {}) =>
      withRetries(
        (options) => http.get<Page<StudioRunSummary>>('/studio/history', { ...options, ...(continuationToken ? { query: { continuationToken } } : {}) }),
        signal ? { signal } : {},
      ),
    /** A kept run with its output. */
    get: (id: string, { signal }: Signal = {}) =>
      withRetries((options) => http.get<HistoryRun>(`/studio/history/${encodeURIComponent(id)}`, options), signal ? { signal } : {}),
  };
}

export type StudioApi = ReturnType<typeof createStudioApi>;
