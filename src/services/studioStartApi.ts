import type { CommentSet } from '../contracts/comment';
import { START_SOURCES, STARTED_KINDS, type StartRun } from '../contracts/studio';
import type { Unit } from '../contracts/unit';
import type { HttpClient } from './http';

/** What the Studio's start can make: each through its own API, each one robot action. */
export const startKinds = STARTED_KINDS;
export type StartKind = (typeof startKinds)[number];
/** What a start works from. */
export const startSources = START_SOURCES;
export type StartSource = (typeof startSources)[number];

/** The brief every kind is created from: the fields the four create APIs share. */
export interface StartBrief {
  title: string;
  description: string;
  yearLevel: string;
  subject: string;
  outcomes: string[];
}

/** An item the start made: what the history keeps of it. */
export type StartedItem = StartRun['output'];

type Signal = { signal?: AbortSignal };

/**
 * The calls the start needs beyond the lesson and assessment APIs: creating a unit and a comment set (with their
 * APIs' defaults: a four-week unit of three lessons a week, an empty class) and recording a start in the Studio history.
 */
export function createStudioStartApi(http: HttpClient) {
  return {
    createUnit: (brief: StartBrief, { signal }: Signal = {}) => http.post<Unit>('/unit', brief, { signal }),
    createCommentSet: ({ description: _unused, ...brief }: StartBrief, { signal }: Signal = {}) => http.post<CommentSet>('/comment', brief, { signal }),
    /** Free: the item's creation counted the robot action. The start as the history keeps it. */
    recordStart: (started: { kind: StartKind; id: string; source: StartSource; from: string }, { signal }: Signal = {}) =>
      http.post<StartRun>('/studio/started', started, { signal }),
  };
}

export type StudioStartApi = ReturnType<typeof createStudioStartApi>;
