import type { HttpClient } from './http';

/** What the Studio's start can make: each through its own API, each one robot action. */
export const startKinds = ['lesson', 'assessment', 'unit', 'comment'] as const;
export type StartKind = (typeof startKinds)[number];
/** What a start works from. */
export const startSources = ['topic', 'outcomes', 'text', 'upload'] as const;
export type StartSource = (typeof startSources)[number];

/** The brief every kind is created from: the fields the four create APIs share. */
export interface StartBrief {
  title: string;
  description: string;
  yearLevel: string;
  subject: string;
  outcomes: string[];
}

/** An item the start made. */
export interface StartedItem {
  kind: StartKind;
  id: string;
  title: string;
}

type Signal = { signal?: AbortSignal };

/**
 * The calls the start needs beyond the lesson and assessment APIs: creating a unit and a comment set (with their
 * APIs' defaults: a four-week unit of three lessons a week, an empty class) and recording a start in the Studio history.
 */
export function createStudioStartApi(http: HttpClient) {
  return {
    createUnit: (brief: StartBrief, { signal }: Signal = {}) => http.post<{ id: string; title: string }>('/unit', brief, { signal }),
    createCommentSet: ({ description: _unused, ...brief }: StartBrief, { signal }: Signal = {}) =>
      http.post<{ id: string; title: string }>('/comment', brief, { signal }),
    /** Free: the item's creation counted the robot action. */
    recordStart: (started: { kind: StartKind; id: string; source: StartSource; from: string }, { signal }: Signal = {}) =>
      http.post<unknown>('/studio/started', started, { signal }),
  };
}

export type StudioStartApi = ReturnType<typeof createStudioStartApi>;
