import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound, ValidationError } from '../../errors.ts';
import { parseInput, isUuid } from '../../validation.ts';
import { toLessonJson, type LessonJson } from '../../domain/lessons.ts';
import type { LessonRow } from '../../repositories/lessons.ts';
import { cld21Report, wefReport } from '../../generation/frameworks.ts';
import { lessonGlossary } from '../../generation/glossary.ts';
import { studentInstructions } from '../../generation/instructions.ts';
import { TAXONOMIES, taxonomyReport } from '../../generation/pedagogy.ts';
import { buildPresentation, presentationOutline } from '../../generation/presentation.ts';
import { isEnglish, lessonQuestions } from '../../generation/questions.ts';
import { SUGGESTION_TYPES, implementSuggestion, lessonSuggestions, publicSuggestion } from '../../generation/suggestions.ts';

/**
 * The lesson tools (glossary, instructions, questions, suggestions, pedagogy, slides). Every answer is computed by
 * the offline logic in server/generation from the saved plan and the outcomes' real statements, whichever engine
 * wrote the plan; none of them is a robot action (only creating a lesson is).
 */

const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const questionsQuery = z.object({
  input: z.string().max(200, 'Keep the focus under 200 characters').optional(),
  language: z.string().trim().max(20, 'Language is a code such as en').default('en'),
});
const suggestionsQuery = z.object({
  type: z.enum(SUGGESTION_TYPES, { error: 'Type must be differentiation, engagement, assessment or timing' }).optional(),
});
const implementBody = z.object({ id: z.string({ error: 'Give the id of a suggestion' }).trim().min(1, 'Give the id of a suggestion').max(80) }).strict();
const booleanText = z.enum(['true', 'false'], { error: 'Use true or false' });
const taxonomyQuery = z.object({
  taxonomy: z.enum(TAXONOMIES, { error: 'Taxonomy must be bloom or solo' }).default('bloom'),
  recommendation: booleanText.default('true'),
});

const lessonToolRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireCaller);

  /** The caller's own lesson with its outcomes, or 404 as for a lesson that does not exist. */
  async function ownLessonRow(request: FastifyRequest): Promise<{ row: LessonRow; lesson: LessonJson }> {
    const { id } = request.params as { id: string };
    const row = isUuid(id) ? await app.lessons.find(request.caller!.id, id) : undefined;
    if (!row) throw notFound('Lesson not found');
    return { row, lesson: toLessonJson(row, await app.outcomes.findByCodes(row.outcomeCodes)) };
  }
  const ownLesson = async (request: FastifyRequest) => (await ownLessonRow(request)).lesson;

  app.get('/lesson/:id/glossary', async (request) => lessonGlossary(await ownLesson(request)));

  app.get('/lesson/:id/instructions', async (request) => studentInstructions(await ownLesson(request)));

  app.get('/lesson/:id/questions', async (request) => {
    const query = parseInput(questionsQuery, request.query, 'These query parameters are not used here');
    // An empty language (a form left blank) means the default.
    if (query.language && !isEnglish(query.language)) {
      throw new ValidationError([{ field: 'language', message: 'Only English is available without a language model' }]);
    }
    return lessonQuestions(await ownLesson(request), query.input);
  });

  app.get('/lesson/:id/generate/suggestions', async (request) => {
    const { type } = parseInput(suggestionsQuery, request.query, 'These query parameters are not used here');
    return lessonSuggestions(await ownLesson(request), type).map(publicSuggestion);
  });

  app.post('/lesson/:id/suggestion/implement', async (request) => {
    const { id: suggestionId } = parseInput(implementBody, request.body, 'These fields are not part of a suggestion');
    const { row: existing, lesson } = await ownLessonRow(request);
    const plan = implementSuggestion(lesson, suggestionId);
    if (!plan) throw new HttpError(404, 'That suggestion no longer applies to this lesson');
    const row = await app.lessons.update(request.caller!.id, lesson.id, { plan: { ...existing.plan, ...plan } });
    if (!row) throw notFound('Lesson not found');
    return toLessonJson(row, lesson.outcomes);
  });

  app.get('/lesson/:id/pedagogy/implementation', async (request) => {
    const query = parseInput(taxonomyQuery, request.query, 'These query parameters are not used here');
    return taxonomyReport(await ownLesson(request), query.taxonomy, query.recommendation === 'true');
  });

  app.get('/lesson/:id/pedagogy/21cld', async (request) => cld21Report(await ownLesson(request)));

  app.get('/lesson/:id/pedagogy/wef', async (request) => wefReport(await ownLesson(request)));

  app.get('/lesson/:id/presentation/outline', async (request) => presentationOutline(await ownLesson(request)));

  app.get('/lesson/:id/presentation', async (request, reply) => {
    const lesson = await ownLesson(request);
    const file = await buildPresentation(presentationOutline(lesson), { title: lesson.title, author: request.caller!.name || undefined });
    return reply
      .header('content-type', PPTX)
      .header('content-disposition', `attachment; filename="lesson-${lesson.id}.pptx"`)
      .send(file);
  });
};

export default lessonToolRoutes;
