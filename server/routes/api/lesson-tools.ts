import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound, ValidationError } from '../../errors.ts';
import { isUuid } from '../../validation.ts';
import { withUnknownFieldMessage, type FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import { idParams } from '../../schema/params.ts';
import { replies } from '../../schema/errors.ts';
import { lessonSchema } from '../../../src/contracts/schemas/lesson.ts';
import {
  cld21ReportSchema,
  glossaryEntrySchema,
  lessonQuestionSchema,
  presentationOutlineSchema,
  studentInstructionsSchema,
  suggestionSchema,
  taxonomyReportSchema,
  wefReportSchema,
} from '../../../src/contracts/schemas/lesson-tools.ts';
import { toLessonJson, type LessonJson } from '../../domain/lessons.ts';
import type { LessonRow } from '../../repositories/lessons.ts';
import { cld21Report, wefReport } from '../../generation/frameworks.ts';
import type { LessonTools, ToolAnswer } from '../../generation/llm.ts';
import { TAXONOMIES } from '../../generation/pedagogy.ts';
import { buildPresentation, presentationOutline } from '../../generation/presentation.ts';
import { isEnglish } from '../../generation/questions.ts';
import { SUGGESTION_TYPES, implementSuggestion, publicSuggestion } from '../../generation/suggestions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    lessonTools: LessonTools;
  }
}

/**
 * The lesson tools (glossary, instructions, questions, suggestions, pedagogy, slides), computed from the saved plan
 * and the outcomes' real statements, whichever engine wrote the plan; none of them is a robot action (only creating
 * a lesson is). Glossary, instructions, questions, suggestions and the taxonomy report go through `app.lessonTools`:
 * offline, or a language model whose answers are checked and replaced by the offline answer when they fail. The
 * `x-lesson-tool-engine` header says which engine answered; a fallback is logged with its reason. Implementing a
 * suggestion, the 21CLD and WEF reports and the slides are always offline.
 */

const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const UNUSED_QUERY = 'These query parameters are not used here';
const questionsQuery = withUnknownFieldMessage(
  z.object({
    input: z.string().max(200, 'Keep the focus under 200 characters').optional(),
    language: z.string().trim().max(20, 'Language is a code such as en').default('en'),
  }),
  UNUSED_QUERY,
);
const suggestionsQuery = withUnknownFieldMessage(
  z.object({
    type: z.enum(SUGGESTION_TYPES, { error: 'Type must be differentiation, engagement, assessment or timing' }).optional(),
  }),
  UNUSED_QUERY,
);
const implementBody = withUnknownFieldMessage(
  z.object({ id: z.string({ error: 'Give the id of a suggestion' }).trim().min(1, 'Give the id of a suggestion').max(80) }).strict(),
  'These fields are not part of a suggestion',
);
const booleanText = z.enum(['true', 'false'], { error: 'Use true or false' });
const taxonomyQuery = withUnknownFieldMessage(
  z.object({
    taxonomy: z.enum(TAXONOMIES, { error: 'Taxonomy must be bloom or solo' }).default('bloom'),
    recommendation: booleanText.default('true'),
  }),
  UNUSED_QUERY,
);

const lessonToolRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a caller without a token hears 401 whatever the request holds.
  app.addHook('preValidation', app.requireCaller);

  /** The caller's own lesson with its outcomes, or 404 as for a lesson that does not exist. */
  async function ownLessonRow(request: FastifyRequest<{ Params: { id: string } }>): Promise<{ row: LessonRow; lesson: LessonJson }> {
    const { id } = request.params;
    const row = isUuid(id) ? await app.lessons.find(request.caller!.id, id) : undefined;
    if (!row) throw notFound('Lesson not found');
    return { row, lesson: toLessonJson(row, await app.outcomes.findByCodes(row.outcomeCodes)) };
  }
  const ownLesson = async (request: FastifyRequest<{ Params: { id: string } }>) => (await ownLessonRow(request)).lesson;

  /** Runs a tool, cancelled when the client goes away; says which engine answered and logs why a model was not used. */
  async function runTool<T>(request: FastifyRequest, reply: FastifyReply, tool: string, run: (signal: AbortSignal) => Promise<ToolAnswer<T>>): Promise<T> {
    const controller = new AbortController();
    const gone = () => {
      if (!reply.raw.writableFinished) controller.abort();
    };
    reply.raw.once('close', gone);
    try {
      const answer = await run(controller.signal);
      if (answer.note) request.log.warn({ tool, note: answer.note }, 'lesson tool answered offline');
      void reply.header('x-lesson-tool-engine', answer.engine);
      return answer.value;
    } finally {
      reply.raw.off('close', gone);
    }
  }

  /** A tool on one of the caller's lessons, answering `schema`. */
  const onLesson = <T extends z.ZodType>(schema: T) => ({ schema: { params: idParams, response: replies({ 200: schema }, 401, 404) } });
  /** The same for a tool that takes a query string or a body, which may be refused with a 400. */
  const answers = <T extends z.ZodType>(schema: T) => replies({ 200: schema }, 400, 401, 404);

  app.get('/lesson/:id/glossary', onLesson(z.array(glossaryEntrySchema)), async (request, reply) => {
    const lesson = await ownLesson(request);
    return runTool(request, reply, 'glossary', (signal) => app.lessonTools.glossary(lesson, signal));
  });

  app.get('/lesson/:id/instructions', onLesson(studentInstructionsSchema), async (request, reply) => {
    const lesson = await ownLesson(request);
    return runTool(request, reply, 'instructions', (signal) => app.lessonTools.instructions(lesson, signal));
  });

  app.get('/lesson/:id/questions', { schema: { params: idParams, querystring: questionsQuery, response: answers(z.array(lessonQuestionSchema)) } }, async (request, reply) => {
    const query = request.query;
    // An empty language (a form left blank) means the default.
    const language = query.language || 'en';
    if (!isEnglish(language) && !app.lessonTools.anyLanguage) {
      throw new ValidationError([{ field: 'language', message: 'Only English is available without a language model' }]);
    }
    const lesson = await ownLesson(request);
    return runTool(request, reply, 'questions', (signal) => app.lessonTools.questions(lesson, { input: query.input, language }, signal));
  });

  app.get('/lesson/:id/generate/suggestions', { schema: { params: idParams, querystring: suggestionsQuery, response: answers(z.array(suggestionSchema)) } }, async (request, reply) => {
    const { type } = request.query;
    const lesson = await ownLesson(request);
    return (await runTool(request, reply, 'suggestions', (signal) => app.lessonTools.suggestions(lesson, type, signal))).map(publicSuggestion);
  });

  app.post('/lesson/:id/suggestion/implement', { schema: { params: idParams, body: implementBody, response: answers(lessonSchema) } }, async (request) => {
    const { id: suggestionId } = request.body;
    const { row: existing, lesson } = await ownLessonRow(request);
    const plan = implementSuggestion(lesson, suggestionId);
    if (!plan) throw new HttpError(404, 'That suggestion no longer applies to this lesson');
    const row = await app.lessons.update(request.caller!.id, lesson.id, { plan: { ...existing.plan, ...plan } });
    if (!row) throw notFound('Lesson not found');
    return toLessonJson(row, lesson.outcomes);
  });

  app.get('/lesson/:id/pedagogy/implementation', { schema: { params: idParams, querystring: taxonomyQuery, response: answers(taxonomyReportSchema) } }, async (request, reply) => {
    const query = request.query;
    const lesson = await ownLesson(request);
    return runTool(request, reply, 'pedagogy report', (signal) => app.lessonTools.pedagogy(lesson, query.taxonomy, query.recommendation === 'true', signal));
  });

  app.get('/lesson/:id/pedagogy/21cld', onLesson(cld21ReportSchema), async (request) => cld21Report(await ownLesson(request)));

  app.get('/lesson/:id/pedagogy/wef', onLesson(wefReportSchema), async (request) => wefReport(await ownLesson(request)));

  app.get('/lesson/:id/presentation/outline', onLesson(presentationOutlineSchema), async (request) => presentationOutline(await ownLesson(request)));

  app.get('/lesson/:id/presentation', { schema: { params: idParams } }, async (request, reply) => {
    const lesson = await ownLesson(request);
    const file = await buildPresentation(presentationOutline(lesson), { title: lesson.title, author: request.caller!.name || undefined });
    return reply
      .header('content-type', PPTX)
      .header('content-disposition', `attachment; filename="lesson-${lesson.id}.pptx"`)
      .send(file);
  });
};

export default lessonToolRoutes;
