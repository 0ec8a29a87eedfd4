import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../errors.ts';
import type { UploadRow } from '../../repositories/uploads.ts';
import { isUuid } from '../../validation.ts';

export const UPLOAD_NOT_FOUND = 'Upload not found';
export const SLICE_NOT_FOUND = 'Slice not found';

/** The caller's own upload named by `id`; an id that is not a UUID, or someone else's upload, is "not found". */
export async function ownUpload(app: FastifyInstance, request: FastifyRequest, id: unknown): Promise<UploadRow> {
  if (!isUuid(id)) throw notFound(UPLOAD_NOT_FOUND);
  const row = await app.uploads.find(request.caller!.id, id);
  if (!row) throw notFound(UPLOAD_NOT_FOUND);
  return row;
}

/** A slice id from a request: one that is not a UUID names no slice. */
export function sliceIdOf(id: unknown): string {
  if (!isUuid(id)) throw notFound(SLICE_NOT_FOUND);
  return id;
}
