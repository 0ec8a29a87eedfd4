import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { lessons, units } from '../../db/schema.ts';
import { unitCartridge } from '../../domain/units/cartridge.ts';
import { unitDocx } from '../../domain/units/docx.ts';
import { fileNameOf, type ExportableUnit } from '../../domain/units/exportable.ts';
import { notFound } from '../../errors.ts';
import { createAssessmentRepository } from '../../repositories/assessments.ts';
import { targetGrade } from '../../generation/level.ts';
import { lessonKeywords } from '../../generation/vocabulary.ts';
import { isUuid } from '../../validation.ts';
import type { FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import { idParams } from '../../schema/params.ts';
import { coverageOf } from './unit.ts';

/** A unit's exports: the planning document (Word) and a Common Cartridge of its lessons for an LMS. Owner only. */
const unitExportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a caller without a token hears 401 whatever the request holds.
  app.addHook('preValidation', app.requireCaller);
  const db = app.database.db;
  const assessments = createAssessmentRepository(db);

  const exportable = async (request: FastifyRequest<{ Params: { id: string } }>): Promise<ExportableUnit> => {
    const { id } = request.params;
    const ownerId = request.caller!.id;
    if (!isUuid(id)) throw notFound('Unit not found');
    const [row] = await db.select().from(units).where(and(eq(units.ownerId, ownerId), eq(units.id, id)));
    if (!row) throw notFound('Unit not found');
    const outcomes = await app.outcomes.findByCodes(row.outcomeCodes);
    const lessonIds = row.lessons.flatMap((l) => (l.lessonId && isUuid(l.lessonId) ? [l.lessonId] : []));
    const made = lessonIds.length ? await db.select().from(lessons).where(and(eq(lessons.ownerId, ownerId), inArray(lessons.id, lessonIds))) : [];
    // The assessment point is the last lesson with the role "assess", as POST /unit/{id}/assessment reads it.
    const at = row.lessons.findLastIndex((l) => l.role === 'assess');
    const assessmentId = row.lessons[at]?.assessmentId;
    const assessment = assessmentId && isUuid(assessmentId) ? await assessments.find(ownerId, assessmentId) : undefined;
    return {
      ...row,
      outcomes,
      coverage: coverageOf(row),
      glossary: lessonKeywords(outcomes, { title: row.title, subject: row.subject, grade: targetGrade(row.yearLevel, outcomes) }),
      madeLessons: new Map(made.map((l) => [l.id, l])),
      ...(assessment ? { assessment: { lessonIndex: at, title: assessment.title, items: assessment.items, rubric: assessment.rubric } } : {}),
    };
  };

  app.get('/unit/:id/export.docx', { schema: { params: idParams } }, async (request, reply) => {
    const unit = await exportable(request);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
      .header('content-disposition', `attachment; filename="${fileNameOf(unit.title, 'unit')}.docx"`)
      .send(await unitDocx(unit));
  });

  app.get('/unit/:id/export.imscc', { schema: { params: idParams } }, async (request, reply) => {
    const unit = await exportable(request);
    return reply
      .header('content-type', 'application/vnd.ims.imsccv1p3')
      .header('content-disposition', `attachment; filename="${fileNameOf(unit.title, 'unit')}.imscc"`)
      .send(await unitCartridge(unit));
  });
};

export default unitExportRoutes;
