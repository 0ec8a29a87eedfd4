import type { z } from 'zod';
import type * as schemas from './schemas/studio.ts';

/** The Studio's quick tools. */
export const STUDIO_TOOLS = ['rewrite', 'questions', 'glossary', 'exit-ticket'] as const;
/** What the Studio's start can make, each through its own API. */
export const STARTED_KINDS = ['lesson', 'assessment', 'unit', 'comment'] as const;
/** What a start works from. */
export const START_SOURCES = ['topic', 'outcomes', 'text', 'upload'] as const;

/** What the Studio's quick tools answer, as the server sends them and the browser shows them (inferred from their schemas). */
export type Rewrite = z.infer<typeof schemas.rewriteSchema>;
export type TextQuestion = z.infer<typeof schemas.textQuestionSchema>;

/** What a teacher gives a quick tool: a pasted text, a US grade (0 is kindergarten) and an optional subject. */
export type StudioInput = z.infer<typeof schemas.studioInputSchema>;
/** One kept run of a quick tool, its output shaped by the tool. */
export type StudioRun = z.infer<typeof schemas.studioRunSchema>;
/** A start kept in the history: the item the teacher started from the Start tab, and what it was started from. */
export type StartRun = z.infer<typeof schemas.startRunSchema>;
/** Anything the history keeps: a quick tool's run or a start. */
export type HistoryRun = z.infer<typeof schemas.historyRunSchema>;
/** A run as the history lists it: the start of its text, without its output. */
export type StudioRunSummary = z.infer<typeof schemas.studioRunSummarySchema>;
/** What the history keeps runs of: the quick tools and the start. */
export type HistoryTool = StudioRunSummary['tool'];
