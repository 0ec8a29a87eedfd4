import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import { idParams } from '../../schema/params.ts';
import { replies } from '../../schema/errors.ts';
import { sliceSchema, uploadSchema } from '../../../src/contracts/schemas/upload.ts';
import { z } from 'zod';
import { HttpError, notFound } from '../../errors.ts';
import { parseInput } from '../../validation.ts';
import { UPLOAD_TASKS, type UploadTask } from '../../db/schema.ts';
import { toUploadJson } from '../../domain/uploads/json.ts';
import { toSliceJson } from '../../domain/uploads/slice-json.ts';
import { ownUpload, sliceIdOf, SLICE_NOT_FOUND, UPLOAD_NOT_FOUND } from './upload-owner.ts';
import { ExtractionError } from '../../processing/extract/types.ts';
import { extractOriginal, sliceContent, storeImage } from '../../processing/extraction.ts';
import { extractionTempDir } from '../../processing/production-steps.ts';

const ADDED_BY_HAND = 'This slice was not read from the file (it was added by hand), so there is nothing to extract again';

const taskBody = z
  .object({ task: z.enum(UPLOAD_TASKS, { error: `task must be one of ${UPLOAD_TASKS.join(', ')}` }) })
  .strict();


/**
 * Asking for processing again: from a chosen task, from the start, or for one slice. Each is a robot action (spec §9:
 * "uploading and unpacking files"), charged only when it was accepted.
 */
const uploadProcessingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a caller without a token hears 401 whatever the request holds.
  app.addHook('preValidation', app.requireCaller);

  async function restart(request: FastifyRequest<{ Params: { id: string } }>, task: UploadTask) {
    const caller = request.caller!;
    const { id } = await ownUpload(app, request, request.params.id);
    const profile = await app.profiles.ensure(caller);
    const row = await app.metering.charge(profile, 'upload.process', async () => {
      const restarted = await app.uploadProcessing.restart(caller.id, id, task);
      if (!restarted) throw notFound(UPLOAD_NOT_FOUND);
      return restarted;
    });
    return toUploadJson(row);
  }

  /** Processing starts again from `task` (and runs the tasks after it). */
  app.post('/upload/:id/task', { schema: { params: idParams, body: taskBody, response: replies({ 202: uploadSchema }, 400, 401, 404) } }, async (request, reply) => {
    const { task } = request.body;
    return reply.code(202).send(await restart(request, task));
  });

  /** Processing starts again from the beginning: the file is read into slices afresh. */
  app.get('/upload/:id/regenerate', { schema: { params: idParams, response: replies({ 202: uploadSchema }, 401, 404) } }, async (request, reply) => reply.code(202).send(await restart(request, 'upload')));

  /** One slice read again from the original file, in place (same ordinal); the teacher's edits to it are replaced. */
  app.post('/upload/:id/slice/:sliceId/extract', { schema: { params: z.object({ id: z.string(), sliceId: z.string() }), response: replies({ 200: sliceSchema }, 400, 401, 404, 409, 422) } }, async (request) => {
    const { params } = request;
    const sliceId = sliceIdOf(params.sliceId);
    const caller = request.caller!;
    const upload = await ownUpload(app, request, params.id);
    const { id } = upload;
    const slice = await app.uploadSlices.find(id, sliceId);
    if (!slice) throw notFound(SLICE_NOT_FOUND);
    parseInput(z.object({}).strict(), request.body ?? {}, 'Reading a slice again takes no fields');
    if (!slice.fromFile) throw new HttpError(409, ADDED_BY_HAND);
    const profile = await app.profiles.ensure(caller);
    const updated = await app.metering.charge(profile, 'upload.process', async () => {
      const result = await extractOriginal(app.storage, upload, extractionTempDir(app.config.dataDir), app.uploadProcessing.extract, undefined, undefined, () => {}).catch((error: unknown) => {
        if (error instanceof ExtractionError) throw new HttpError(422, error.message);
        throw error;
      });
      const draft = result.slices[slice.ordinal];
      if (!draft) throw new HttpError(409, ADDED_BY_HAND);
      const imageKey = draft.image ? await storeImage(app.storage, id, `slices/${slice.ordinal}`, draft.image) : null;
      return app.uploadProcessing.repository.replaceSlice(slice.id, sliceContent(draft, imageKey));
    });
    // The slice's words may have changed: it is checked again, as after a teacher's edit.
    await app.reviewEditedSlice(app.database.db, id, updated.id);
    const withExtras = await app.uploadSlices.findWithExtras(id, updated.id);
    return toSliceJson(withExtras!.row, withExtras!.extras);
  });
};

export default uploadProcessingRoutes;
