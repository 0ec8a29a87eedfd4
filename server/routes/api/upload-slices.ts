import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import { idParams } from '../../schema/params.ts';
import { noContent, replies } from '../../schema/errors.ts';
import { pageOf } from '../../../src/contracts/schemas/page.ts';
import {
  enhancementRequestSchema,
  interactionSchema,
  pictureAnalysisSchema,
  sliceSchema,
  sliceWithSpellingSchema,
  thumbnailsSchema,
  uploadOutcomeSchema,
  uploadSchema,
  uploadSpellingIssueSchema,
} from '../../../src/contracts/schemas/upload.ts';
import { z } from 'zod';
import { HttpError, notFound, ValidationError } from '../../errors.ts';
import { mapPage, parsePageRequest } from '../../pagination.ts';
import { parseInput, isUuid } from '../../validation.ts';
import { canView } from '../../domain/access.ts';
import { toUploadJson } from '../../domain/uploads/json.ts';
import { applyDetailsEdit, parseDetailsEdit } from '../../domain/uploads/details.ts';
import { parseSliceListRequest } from '../../domain/uploads/slice-filters.ts';
import { parseNewSlice, parseSliceEdit } from '../../domain/uploads/slice-edits.ts';
import { toSliceJson } from '../../domain/uploads/slice-json.ts';
import { pictureDataUrl, readStoredPicture } from '../../domain/uploads/pictures.ts';
import type { SliceWithExtras } from '../../repositories/upload-slices.ts';
import { ownUpload, sliceIdOf, SLICE_NOT_FOUND, UPLOAD_NOT_FOUND } from './upload-owner.ts';

/** Spec §4 and §9: a complete upload's thumbnail is cached for an hour; the browser asks for one. */
const THUMBNAIL_CACHE = 'private, max-age=3600';

const thumbnailQuery = z.object({
  count: z.coerce.number({ error: 'count must be a whole number from 1 to 10' }).int('count must be a whole number from 1 to 10').min(1, 'count must be a whole number from 1 to 10').max(10, 'count must be a whole number from 1 to 10').default(1),
});

const toJson = ({ row, extras }: SliceWithExtras) => toSliceJson(row, extras);


/**
 * The slices of a teacher's uploads (list with the editor's filters, one slice, edit, add, delete, its picture and
 * what was read from it), an upload's details, thumbnail, outcomes and spelling, and the activity lists. Everything
 * is found under its owner; only a slice's picture is also shown to people the upload is shared with.
 */
const sliceParams = z.object({ id: z.string(), sliceId: z.string() });

const uploadSliceRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a caller without a token hears 401 whatever the request holds.
  app.addHook('preValidation', app.requireCaller);

  const listed = <T extends z.ZodType>(item: T) => ({ schema: { response: replies({ 200: pageOf(item) }, 400, 401) } });

  app.get('/upload/interactions', listed(interactionSchema), async (request) => app.uploadActivity.interactions(request.caller!.id, parsePageRequest('upload-interactions', request.query)));

  app.get('/upload/enhancement-requests', listed(enhancementRequestSchema), async (request) =>
    app.uploadActivity.enhancementRequests(request.caller!.id, parsePageRequest('enhancement-requests', request.query)),
  );

  /** POST /upload { id, title?, description?, enabled?, reference?, isbn?, language? }: the teacher edits the details. */
  app.post('/upload', { schema: { response: replies({ 200: uploadSchema }, 400, 401, 404) } }, async (request) => {
    const edit = parseDetailsEdit(request.body);
    const row = await ownUpload(app, request, edit.id);
    const saved = await app.uploadDetails.update(request.caller!.id, row.id, applyDetailsEdit(row, edit));
    if (!saved) throw notFound(UPLOAD_NOT_FOUND);
    return toUploadJson(saved);
  });

  app.get('/upload/:id/slices', { schema: { params: idParams, response: replies({ 200: pageOf(sliceSchema) }, 400, 401, 404) } }, async (request) => {
    const upload = await ownUpload(app, request, request.params.id);
    const listRequest = parseSliceListRequest(upload.id, request.query);
    const outcome = listRequest.filters.outcome;
    if (outcome) {
      const [known] = await app.outcomes.findByCodes([outcome]);
      if (!known) throw new ValidationError([{ field: 'outcomeFilter', message: `No curriculum outcome has the code ${outcome}; pick one from the upload's outcomes` }]);
      listRequest.filters.outcome = known.code;
    }
    return mapPage(await app.uploadSlices.list(upload.id, listRequest), toJson);
  });

  app.get('/upload/:id/slice/:sliceId', { schema: { params: sliceParams, response: replies({ 200: sliceWithSpellingSchema }, 401, 404) } }, async (request) => {
    const upload = await ownUpload(app, request, request.params.id);
    const found = await app.uploadSlices.findWithExtras(upload.id, sliceIdOf(request.params.sliceId));
    if (!found) throw notFound(SLICE_NOT_FOUND);
    return { ...toJson(found), spelling: await app.uploadSlices.spellingOf(found.row.id) };
  });

  /** PUT /upload/{id}/slice { id, title?, text?, enabled?, altText? }: the teacher's edit of one slice; alt text only for a picture. */
  app.put('/upload/:id/slice', { schema: { params: idParams, response: replies({ 200: sliceSchema }, 400, 401, 404) } }, async (request) => {
    const edit = parseSliceEdit(request.body);
    const upload = await ownUpload(app, request, request.params.id);
    const slice = await app.uploadSlices.find(upload.id, sliceIdOf(edit.id));
    if (!slice) throw notFound(SLICE_NOT_FOUND);
    if (!slice.imageKey && edit.altText) {
      throw new ValidationError([{ field: 'altText', message: 'This slice has no picture to describe; alt text belongs to slices with a picture' }]);
    }
    // An empty alt text on a slice without a picture describes nothing and asks for nothing: a form that sends every
    // field (the review's draft holds one for every slice) saves its other fields, and no picture analysis is made up.
    if (!slice.imageKey) delete edit.altText;
    await app.uploadSlices.update(upload.id, slice.id, edit, slice.imageAnalysis);
    await app.uploadSlices.touchUpload(upload.id);
    const changed = (field: 'text' | 'title' | 'enabled') => edit[field] !== undefined && edit[field] !== slice[field];
    // A disabled slice speaks for none of the upload's outcomes, so enabling or disabling one ranks them again.
    if (changed('text') || changed('title') || changed('enabled')) await app.reviewEditedSlice(app.database.db, upload.id, slice.id);
    const saved = await app.uploadSlices.findWithExtras(upload.id, slice.id);
    if (!saved) throw notFound(SLICE_NOT_FOUND);
    return toJson(saved);
  });

  /** POST /upload/slice { uploadId, title, text, contentType?, page? }: a slice the teacher writes, after the others. */
  app.post('/upload/slice', { schema: { response: replies({ 201: sliceSchema }, 400, 401, 404) } }, async (request, reply) => {
    const input = parseNewSlice(request.body);
    const upload = await ownUpload(app, request, input.uploadId);
    const row = await app.uploadSlices.insert({ uploadId: upload.id, title: input.title, text: input.text, contentType: input.contentType, page: input.page });
    await app.uploadSlices.touchUpload(upload.id);
    await app.reviewEditedSlice(app.database.db, upload.id, row.id);
    const saved = await app.uploadSlices.findWithExtras(upload.id, row.id);
    return reply.code(201).send(toJson(saved!));
  });

  app.delete('/upload/:id/slice/:sliceId', { schema: { params: sliceParams, response: replies({ 204: noContent }, 401, 404) } }, async (request, reply) => {
    const upload = await ownUpload(app, request, request.params.id);
    const removed = await app.uploadSlices.remove(upload.id, sliceIdOf(request.params.sliceId));
    if (!removed) throw notFound(SLICE_NOT_FOUND);
    await app.uploadSlices.touchUpload(upload.id);
    if (removed.imageKey) {
      const key = removed.imageKey;
      await app.storage.delete(key).catch((error: unknown) => request.log.warn({ err: error, storageKey: key }, 'could not remove a deleted slice’s picture'));
    }
    return reply.code(204).send();
  });

  /**
   * A slice's picture, for its owner and for people the upload is shared with (enhancement search hands them the
   * same path); to them only enabled slices of enabled uploads are shown, as in the search.
   */
  async function visibleSlice(request: FastifyRequest<{ Params: { id: string; sliceId: string } }>) {
    const { id, sliceId } = request.params;
    if (!isUuid(id)) throw notFound(UPLOAD_NOT_FOUND);
    const upload = await app.uploadDetails.findForAccessCheck(id);
    if (!upload) throw notFound(UPLOAD_NOT_FOUND);
    const caller = request.caller!;
    const own = upload.ownerId === caller.id;
    if (!own && !canView(upload.ownerId, await app.shares.find(upload.ownerId, 'upload', upload.id), caller, undefined)) throw notFound(UPLOAD_NOT_FOUND);
    const slice = await app.uploadSlices.find(upload.id, sliceIdOf(sliceId));
    if (!slice || (!own && !(slice.enabled && upload.enabled))) throw notFound(SLICE_NOT_FOUND);
    return slice;
  }

  app.get('/upload/:id/slice/:sliceId/image', { schema: { params: sliceParams } }, async (request, reply) => {
    const slice = await visibleSlice(request);
    if (!slice.imageKey) throw notFound('This slice has no picture');
    const picture = await readStoredPicture(app.storage, slice.imageKey);
    if (!picture) throw new HttpError(410, 'The picture of this slice is no longer stored; extract the slice again');
    return reply
      .header('content-type', picture.mimeType)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(picture.bytes);
  });

  app.get('/upload/:id/slice/:sliceId/image/analysis', { schema: { params: sliceParams, response: replies({ 200: pictureAnalysisSchema }, 401, 404) } }, async (request) => {
    const slice = await visibleSlice(request);
    if (!slice.imageKey) throw notFound('This slice has no picture');
    const analysis = slice.imageAnalysis;
    return { description: analysis?.description ?? '', altText: analysis?.altText ?? '', text: analysis?.text ?? '' };
  });

  /** The small thumbnail as a data: URL, so an <img> shows it without a bearer token; none until processing is complete. */
  app.get('/upload/:id/thumbnails', { schema: { params: idParams, response: replies({ 200: thumbnailsSchema }, 400, 401, 404) } }, async (request, reply) => {
    const upload = await ownUpload(app, request, request.params.id);
    parseInput(thumbnailQuery, request.query);
    if (upload.state !== 'complete' || !upload.thumbnailKey) return [];
    const picture = await readStoredPicture(app.storage, upload.thumbnailKey);
    if (!picture) {
      request.log.warn({ storageKey: upload.thumbnailKey }, 'an upload’s thumbnail is missing from storage');
      return [];
    }
    reply.header('cache-control', THUMBNAIL_CACHE);
    return [{ url: pictureDataUrl(picture) }];
  });

  app.get('/upload/:id/outcomes', { schema: { params: idParams, response: replies({ 200: z.array(uploadOutcomeSchema) }, 401, 404) } }, async (request) => app.uploadSlices.outcomes((await ownUpload(app, request, request.params.id)).id));

  app.get('/upload/:id/spelling', { schema: { params: idParams, response: replies({ 200: z.array(uploadSpellingIssueSchema) }, 401, 404) } }, async (request) => app.uploadSlices.spelling((await ownUpload(app, request, request.params.id)).id));
};

export default uploadSliceRoutes;
