import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { units } from '../../db/schema.ts';
import { DEFAULT_GRADE_BANDS } from '../../domain/assessments/marking.ts';
import { HttpError, notFound } from '../../errors.ts';
import { createAssessmentRepository } from '../../repositories/assessments.ts';
import { idParams } from '../../schema/params.ts';
import { replies } from '../../schema/errors.ts';
import { unitAssessmentSchema } from '../../../src/contracts/schemas/unit.ts';
import type { FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import { isUuid } from '../../validation.ts';

const NO_ASSESSMENT_POINT = 'This unit has no assessment point: give one lesson of its sequence the role "assess" and save it first';

/**
 * POST /unit/{id}/assessment: the unit's assessment point made into a real assessment (items and a rubric on every
 * outcome of the unit; one robot action), linked from that point of the sequence. Asked again, it answers the
 * assessment already made, as long as it still exists.
 */
const unitAssessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a caller without a token hears 401 whatever the request holds.
  app.addHook('preValidation', app.requireCaller);
  const db = app.database.db;
  const assessments = createAssessmentRepository(db);

  app.post('/unit/:id/assessment', { schema: { params: idParams, response: replies({ 200: unitAssessmentSchema, 201: unitAssessmentSchema }, 401, 404, 409) } }, async (request, reply) => {
    const caller = request.caller!;
    const { id } = request.params;
    const [unit] = isUuid(id) ? await db.select().from(units).where(and(eq(units.ownerId, caller.id), eq(units.id, id))) : [];
    if (!unit) throw notFound('Unit not found');
    const at = unit.lessons.findLastIndex((l) => l.role === 'assess');
    if (at < 0) throw new HttpError(409, NO_ASSESSMENT_POINT);
    const point = unit.lessons[at]!;
    if (point.assessmentId && isUuid(point.assessmentId) && (await assessments.find(caller.id, point.assessmentId))) {
      return { assessmentId: point.assessmentId, created: false };
    }
    const outcomes = await app.outcomes.findByCodes(unit.outcomeCodes);
    const profile = await app.profiles.ensure(caller);
    const made = await app.metering.charge(profile, 'assessment.create', async () => {
      const assessmentId = randomUUID();
      const brief = { title: point.title, description: `The assessment of the unit "${unit.title}".`, yearLevel: unit.yearLevel, subject: unit.subject };
      const written = await app.assessmentWriter.write({ ...brief, outcomes, seed: assessmentId });
      const row = await assessments.insert({
        id: assessmentId,
        ownerId: caller.id,
        ...brief,
        outcomeCodes: outcomes.map((o) => o.code),
        items: written.value.items,
        rubric: written.value.rubric,
        gradeBands: DEFAULT_GRADE_BANDS,
        supply: written.value.supply,
      });
      const lessons = unit.lessons.map((l, i) => (i === at ? { ...l, assessmentId: row.id } : l));
      await db.update(units).set({ lessons, updatedAt: sql`now()` }).where(and(eq(units.ownerId, caller.id), eq(units.id, unit.id)));
      return row;
    });
    return reply.code(201).send({ assessmentId: made.id, created: true });
  });
};

export default unitAssessmentRoutes;
