import { genericCall } from './genericCall';
import type { HttpClient } from './http';
import { withRetries } from './resourceCache';
import type { Page } from '../contracts/page';
// The runs' shapes are defined once, by the schemas the server answers with, and shared with the browser as types.
import { STUDIO_TOOLS, type HistoryRun, type StudioInput, type StudioRun, type StudioRunSummary } from '../contracts/studio';

export type { HistoryRun, Rewrite, StartRun, StudioInput, StudioRun, StudioRunSummary, TextQuestion } from '../contracts/studio';

export const studioTools = STUDIO_TOOLS;
export type StudioTool = (typeof studioTools)[number];

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
