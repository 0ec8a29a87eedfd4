import { z } from 'zod';
import { START_SOURCES, STARTED_KINDS, STUDIO_TOOLS } from '../studio.ts';
import { checkItemSchema, keywordSchema } from './lesson-plan.ts';

/** What the Studio's quick tools answer, as zod schemas; the types in `../studio.ts` are inferred from them. */

export const rewriteSchema = z.object({
  text: z.string(),
  /** Flesch–Kincaid grade before and after. */
  before: z.number(),
  after: z.number(),
  targetGrade: z.number(),
  /** What was changed, for the teacher to check: "approximately → about", "split a 31-word sentence". */
  changes: z.array(z.string()),
  /** Said when the text still reads above the target, and why. */
  note: z.string().optional(),
});

/** A question on a text, with its answer taken from the text itself and the kind of reading it asks for. */
export const textQuestionSchema = checkItemSchema.extend({ kind: z.enum(['retrieve', 'define', 'explain', 'summarise']) });

export { START_SOURCES, STARTED_KINDS, STUDIO_TOOLS };

/** What a teacher gives a quick tool: a pasted text, a US grade (0 is kindergarten) and an optional subject. */
export const studioInputSchema = z.object({ text: z.string(), grade: z.number(), subject: z.string() });

const runOf = <T extends (typeof STUDIO_TOOLS)[number], O extends z.ZodType>(tool: T, output: O) =>
  z.object({ id: z.string(), tool: z.literal(tool), input: studioInputSchema, output, createdAt: z.string() });

/** One kept run of a quick tool, its output shaped by the tool. */
export const studioRunSchema = z.discriminatedUnion('tool', [
  runOf('rewrite', rewriteSchema),
  runOf('questions', z.object({ readingLevel: z.number(), questions: z.array(textQuestionSchema) })),
  runOf('glossary', z.object({ entries: z.array(keywordSchema) })),
  runOf('exit-ticket', z.object({ questions: z.array(textQuestionSchema) })),
]);

/** A start kept in the history: the item the teacher started from the Start tab, and what it was started from. */
export const startRunSchema = z.object({
  id: z.string(),
  tool: z.literal('start'),
  input: z.object({ text: z.string(), source: z.enum(START_SOURCES) }),
  output: z.object({ kind: z.enum(STARTED_KINDS), id: z.string(), title: z.string() }),
  createdAt: z.string(),
});

/** Anything the history keeps: a quick tool's run or a start. */
export const historyRunSchema = z.discriminatedUnion('tool', [...studioRunSchema.options, startRunSchema]);

/** A run as the history lists it: the start of its text, without its output. */
export const studioRunSummarySchema = z.object({ id: z.string(), tool: z.enum([...STUDIO_TOOLS, 'start']), preview: z.string(), createdAt: z.string() });
