import { z } from 'zod';
import { notFound, ValidationError } from '../../errors.ts';
import { NO_OUTCOMES, planLesson, resolveOutcomes, toLessonJson } from '../../domain/lessons.ts';
import { createLessonMaterialRepository } from '../../repositories/lesson-material.ts';
import { isUuid, parseInput } from '../../validation.ts';
import type { FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import { idParams } from '../../schema/params.ts';
import { replies } from '../../schema/errors.ts';
import { lessonSchema } from '../../../src/contracts/schemas/lesson.ts';

const noFields = z.object({}).strict();

/**
 * POST /lesson/{id}/replan: plans the lesson again from what it says now (its details and its current outcomes),
 * replacing the plan; one robot action, like planning a new lesson. A teacher who changed a lesson's outcomes uses
 * it so the phases, checks and content are built from the new outcomes. The join code and the lesson's details stay.
 * Material from the teacher's uploads is chosen again for an Enhanced lesson; the uploads' citation counts are those
 * recorded when the lesson was first planned.
 *
 * POST /lesson/{id}/keep-plan: the teacher decides the plan fits the lesson's current outcomes as it is; the plan's
 * provenance then names those outcomes, so the outcomes tab stops offering a re-plan until they change again. Nothing
 * is generated and no robot action is used.
 */
const lessonReplanRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a caller without a token hears 401 whatever the request holds.
  app.addHook('preValidation', app.requireCaller);
  const material = createLessonMaterialRepository(app.database.db);

  /** The caller's own lesson; another teacher's lesson, or an id that is no lesson id, is a 404. */
  async function ownLesson(callerId: string, id: string) {
    const row = isUuid(id) ? await app.lessons.find(callerId, id) : undefined;
    if (!row) throw notFound('Lesson not found');
    return row;
  }

  app.post('/lesson/:id/replan', { schema: { params: idParams, response: replies({ 200: lessonSchema }, 400, 401, 404) } }, async (request) => {
    const caller = request.caller!;
    const { id } = request.params;
    parseInput(noFields, request.body ?? {}, 'Re-planning takes no fields; save the lesson first');
    const row = await ownLesson(caller.id, id);
    const outcomes = await resolveOutcomes(app.outcomes, row.outcomeCodes);
    if (!outcomes.length) throw new ValidationError([{ field: 'outcomes', message: NO_OUTCOMES }]);
    const profile = await app.profiles.ensure(caller);
    const controller = new AbortController();
    request.raw.once('close', () => controller.abort());
    const updated = await app.metering.charge(profile, 'lesson.create', async () => {
      const brief = {
        title: row.title,
        description: row.description,
        methodology: row.methodology,
        enhancementEnabled: row.enhancementEnabled,
        yearLevel: row.yearLevel,
        subject: row.subject,
        durationMinutes: row.durationMinutes,
        outcomes: outcomes.map((o) => o.code),
      };
      const slices = row.enhancementEnabled ? await material.find({ viewer: caller, outcomeCodes: brief.outcomes, topic: row.title }) : [];
      const plan = await planLesson(app.generator, brief, outcomes, slices, controller.signal);
      const saved = await app.lessons.update(caller.id, id, { plan });
      if (!saved) throw notFound('Lesson not found');
      return saved;
    });
    return toLessonJson(updated, outcomes);
  });

  app.post('/lesson/:id/keep-plan', { schema: { params: idParams, response: replies({ 200: lessonSchema }, 400, 401, 404) } }, async (request) => {
    const caller = request.caller!;
    const { id } = request.params;
    parseInput(noFields, request.body ?? {}, 'Keeping the plan takes no fields; save the lesson first');
    const row = await ownLesson(caller.id, id);
    const plan = { ...row.plan, provenance: { ...row.plan.provenance, outcomeCodes: row.outcomeCodes } };
    const kept = await app.lessons.update(caller.id, id, { plan });
    if (!kept) throw notFound('Lesson not found');
    return toLessonJson(kept, await app.outcomes.findByCodes(kept.outcomeCodes));
  });
};

export default lessonReplanRoutes;
