import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import { idParams } from '../../schema/params.ts';
import { noContent, replies } from '../../schema/errors.ts';
import { pageOf } from '../../../src/contracts/schemas/page.ts';
import { referenceCheckSchema, uploadSchema } from '../../../src/contracts/schemas/upload.ts';
import { UPLOAD_STATES } from '../../../src/contracts/upload.ts';
import multipart from '@fastify/multipart';
import { HttpError, notFound, ValidationError } from '../../errors.ts';
import { mapPage, pageQuery, parsePageRequest } from '../../pagination.ts';
import { classify, extensionOf, nameWithoutExtension } from '../../domain/uploads/file-types.ts';
import { detectStoredType } from '../../domain/uploads/identify.ts';
import { FILE_FIELD, FORM_FIELDS, receiveUpload, refuseDeclaredOversize, type ReceivedUpload } from '../../domain/uploads/intake.ts';
import { CAPTIONS_NEED_RECORDING, captionsKeys, isRecordingType, storeCaptions } from '../../domain/uploads/captions.ts';
import { parseUploadDetails } from '../../domain/uploads/form.ts';
import { attachmentDisposition, toUploadJson } from '../../domain/uploads/json.ts';
import { checkReference } from '../../domain/uploads/references.ts';
import { StorageNotFound } from '../../storage/index.ts';
import { isUuid } from '../../validation.ts';
import { ownUpload, UPLOAD_NOT_FOUND } from './upload-owner.ts';

const MAX_TITLE = 200;

/** ?state= keeps the uploads in one state: a picker asks for the complete ones, whose slices can be used. */
const listQuery = pageQuery.extend({
  state: z.enum(UPLOAD_STATES, { error: `state must be one of ${UPLOAD_STATES.join(', ')}` }).optional(),
});

/** The title a new upload starts with: its file name without the extension. */
function titleFrom(fileName: string): string {
  return nameWithoutExtension(fileName).slice(0, MAX_TITLE);
}

/** Text types are downloaded as UTF-8, which is what the upload check accepted. */
const contentTypeOf = (mimeType: string) => (mimeType.startsWith('text/') ? `${mimeType}; charset=utf-8` : mimeType);

const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a caller without a token hears 401 whatever the request holds.
  app.addHook('preValidation', app.requireCaller);
  // Registered here only: no other route takes multipart bodies. The parser streams; nothing is buffered whole.
  await app.register(multipart, {
    // Two files: the upload and, for a recording, its captions.
    limits: { fileSize: app.config.uploadMaxBytes, files: 2, fields: FORM_FIELDS.length, parts: FORM_FIELDS.length + 2, fieldSize: 4096, headerPairs: 100 },
  });

  /** One page of the teacher's uploads (?pageSize=, ?continuationToken=, ?state=), most recently changed first. */
  app.get('/upload', { schema: { querystring: listQuery, response: replies({ 200: pageOf(uploadSchema) }, 400, 401) } }, async (request) =>
    mapPage(await app.uploads.list(request.caller!.id, parsePageRequest('uploads', request.query), request.query.state), toUploadJson),
  );

  /** Whether a reference is an ISBN-10, ISBN-13 or DOI and whether it checks out; worked out offline. */
  app.get('/upload/references/:ref', { schema: { params: z.object({ ref: z.string() }), response: replies({ 200: referenceCheckSchema }, 401) } }, async (request) => {
    const { ref } = request.params;
    return { reference: ref, ...checkReference(ref) };
  });

  app.get('/upload/:id', { schema: { params: idParams, response: replies({ 200: uploadSchema }, 401, 404) } }, async (request) => toUploadJson(await ownUpload(app, request, request.params.id)));

  /** The original file, byte for byte, under its original name. */
  app.get('/upload/:id/download', { schema: { params: idParams } }, async (request, reply) => {
    const row = await ownUpload(app, request, request.params.id);
    const body = await app.storage.get(row.storageKey).catch((error: unknown) => {
      if (error instanceof StorageNotFound) throw new HttpError(410, 'The file of this upload is no longer stored; upload it again');
      throw error;
    });
    return reply
      .header('content-type', contentTypeOf(row.mimeType))
      .header('content-disposition', attachmentDisposition(row.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('content-length', String(row.byteSize))
      .send(body);
  });

  /**
   * A new upload from a multipart form (File, Reference, Isbn, Language). It is one robot action, charged only once
   * the file is stored and its row written. What the file is comes from its bytes; its name must agree.
   */
  app.put('/upload', { schema: { response: replies({ 201: uploadSchema }, 400, 401, 413, 415) } }, async (request, reply) => {
    if (!request.isMultipart()) {
      throw new HttpError(415, `Send the upload as multipart/form-data with the fields ${FILE_FIELD}, ${FORM_FIELDS.join(', ')}`);
    }
    const maxBytes = app.config.uploadMaxBytes;
    refuseDeclaredOversize(request, maxBytes);
    const caller = request.caller!;
    const profile = await app.profiles.ensure(caller);
    const id = randomUUID();
    const storageKey = `${id}/original`;
    const row = await app.metering.charge(profile, 'upload.create', async () => {
      const received = await receiveUpload(request, app.storage, storageKey, maxBytes);
      try {
        const described = await describe(received, storageKey);
        if (received.captions) await storeCaptions(app.storage, id, received.captions);
        return await app.uploads.insert({ id, ownerId: caller.id, storageKey, ...described });
      } catch (error) {
        for (const key of [storageKey, ...captionsKeys(id)]) {
          await app.storage.delete(key).catch((cleanup: unknown) => request.log.warn({ err: cleanup, storageKey: key }, 'could not remove a refused upload'));
        }
        throw error;
      }
    });
    // The row says "Queued" until a worker takes it; a job that could not be queued is queued at the next start.
    await app.uploadProcessing.enqueue(id).catch((error: unknown) => request.log.error({ err: error, uploadId: id }, 'could not queue an upload for processing'));
    return reply.code(201).send(toUploadJson(row));
  });

  /** Everything the row says about a received file, or the 400 / 415 that says why it is refused. */
  async function describe(received: ReceivedUpload, storageKey: string) {
    const details = parseUploadDetails(received.fields);
    const type = await detectStoredType(app.storage, storageKey, received.head);
    const verdict = classify(type?.detected, extensionOf(received.fileName));
    if (!verdict.ok && verdict.reason === 'unsupported') throw new HttpError(415, verdict.message);
    if (!verdict.ok) throw new ValidationError([{ field: FILE_FIELD, message: verdict.message }]);
    const mimeType = verdict.kind.mimeType ?? type!.mimeType ?? 'application/octet-stream';
    if (received.captions && !isRecordingType(mimeType)) throw new ValidationError([CAPTIONS_NEED_RECORDING]);
    return {
      title: titleFrom(received.fileName),
      fileName: received.fileName,
      fileExtension: verdict.extension,
      mimeType,
      byteSize: received.byteSize,
      sha256: received.sha256,
      ...details,
    };
  }

  /** Removes the upload, its slices and its stored file. */
  app.delete('/upload/:id', { schema: { params: idParams, response: replies({ 204: noContent }, 401, 404) } }, async (request, reply) => {
    const { id } = request.params;
    const removed = isUuid(id) ? await app.uploads.remove(request.caller!.id, id) : undefined;
    if (!removed) throw notFound(UPLOAD_NOT_FOUND);
    // The row is gone, so the teacher's upload is gone; its files (the original, captions, slice pictures and the
    // thumbnail all lie under its id) follow. Files left behind are logged for the administrator.
    await app.storage.deleteFolder(id).catch((error: unknown) => request.log.warn({ err: error, storageFolder: id }, 'could not remove an upload’s files'));
    return reply.code(204).send();
  });
};

export default uploadRoutes;
