import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound, ValidationError } from '../../errors.ts';
import { canView, normaliseEmails, SHARE_MODES, SHAREABLE_TYPES, verifiedEmailOf, type ShareableType } from '../../domain/access.ts';
import { toUploadJson } from '../../domain/uploads/json.ts';
import { checkEmail, normaliseEmail } from '../../domain/email-address.ts';
import { parseBody, toLessonJson } from '../../domain/lessons.ts';
import type { ShareRow } from '../../repositories/shares.ts';
import { isUuid } from '../../validation.ts';

const NOT_SHARED = 'Not Found or You don\'t have Access';

/** Any address may be named (the share waits until its owner confirms it), but not one that passes for another. */
const shareEmail = z.string({ error: 'Each entry must be an email address' }).superRefine((value, ctx) => {
  const checked = checkEmail(value);
  if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.reason === 'shape' ? 'Each entry must be an email address' : `${value}: ${checked.message}` });
});
const shareBody = z.object({
  emails: z.array(shareEmail).max(200, 'Share with at most 200 people at a time').default([]),
});
const modeParam = z.enum(SHARE_MODES, { error: 'Sharing mode must be private, people or link' });
const typeParam = z.enum(SHAREABLE_TYPES, { error: 'Only lessons and uploads can be shared' });

export interface SharingJson {
  type: string;
  id: string;
  mode: string;
  emails: string[];
  accessKey: string | null;
  /** The address to hand out: /shared/{ownerId}/{itemId}, with ?key= for a link share. */
  path: string;
  updatedAt: string;
}

function toSharingJson(row: ShareRow): SharingJson {
  const key = row.mode === 'link' && row.accessKey ? `?key=${encodeURIComponent(row.accessKey)}` : '';
  return {
    type: row.itemType,
    id: row.itemId,
    mode: row.mode,
    emails: row.emails,
    accessKey: row.mode === 'link' ? row.accessKey : null,
    path: `/shared/${encodeURIComponent(row.ownerId)}/${encodeURIComponent(row.itemId)}${key}`,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const sharingRoutes: FastifyPluginAsync = async (app) => {
  /** Whether the owner has the lesson or upload they want to share; ids that are not UUIDs name neither. */
  const ownsItem = async (ownerId: string, type: ShareableType, id: string) =>
    isUuid(id) && !!(type === 'upload' ? await app.uploads.find(ownerId, id) : await app.lessons.find(ownerId, id));

  /** Shared item fetch: open to anyone the access module lets through; everything else looks like "not found". */
  app.get('/sharing/shared/:ownerId/:itemId', { preHandler: app.identifyCaller }, async (request) => {
    // Access keys are long and random; counting misses per address still keeps anyone from trying them at speed.
    const attempt = app.lookupAttempts.begin(request.ip, 'Too many shared items were looked up from this address without success.');
    const { ownerId, itemId } = request.params as { ownerId: string; itemId: string };
    const { accessKey } = request.query as { accessKey?: string };
    if (!ownerId || !itemId || !isUuid(itemId)) throw notFound(NOT_SHARED);
    const lesson = await app.lessons.find(ownerId, itemId);
    const upload = lesson ? undefined : await app.uploads.find(ownerId, itemId);
    if (!lesson && !upload) throw notFound(NOT_SHARED);
    const share = await app.shares.find(ownerId, lesson ? 'lesson' : 'upload', itemId);
    if (!canView(ownerId, share, request.caller, accessKey)) throw notFound(NOT_SHARED);
    attempt.found();
    const owner = await app.profiles.find(ownerId);
    const item = { id: itemId, ownerId, ownerEmail: owner?.email ?? '', ownerName: owner?.name ?? '' };
    if (upload) return { type: 'upload', ...item, sharedUpload: { upload: toUploadJson(upload) } };
    return { type: 'lesson', ...item, sharedLesson: { lesson: toLessonJson(lesson!, await app.outcomes.findByCodes(lesson!.outcomeCodes)) } };
  });

  await app.register(async (owned) => {
    owned.addHook('preHandler', app.requireCaller);

    owned.get('/sharing', async (request) => (await app.shares.listByOwner(request.caller!.id)).map(toSharingJson));

    /** Items shared with the caller's address, once they have confirmed it (until then, nothing). */
    owned.get('/sharing/withme', async (request) => {
      const email = verifiedEmailOf(request.caller!);
      if (!email) return [];
      const rows = await app.shares.sharedWith(email);
      return rows.map((r) => ({ ...toSharingJson(r.share), ownerId: r.share.ownerId, ownerName: r.ownerName, ownerEmail: r.ownerEmail }));
    });

    owned.get('/sharing/:id', async (request) => {
      const { id } = request.params as { id: string };
      return (await app.shares.findForItem(request.caller!.id, id)).map(toSharingJson);
    });

    owned.put('/sharing/:type/:id/:mode', async (request) => {
      const params = request.params as { type: string; id: string; mode: string };
      const type = parseBody(z.object({ type: typeParam }), { type: params.type }).type;
      const mode = parseBody(z.object({ mode: modeParam }), { mode: params.mode }).mode;
      const { emails } = parseBody(shareBody, request.body);
      const ownerId = request.caller!.id;
      if (!(await ownsItem(ownerId, type, params.id))) throw notFound(type === 'upload' ? 'Upload not found' : 'Lesson not found');
      const existing = await app.shares.find(ownerId, type, params.id);
      const keepEmails = mode === 'people' && emails.length === 0 ? (existing?.emails ?? []) : normaliseEmails(emails);
      if (mode === 'people' && keepEmails.length === 0) {
        throw new ValidationError([{ field: 'emails', message: 'Add at least one email address to share with people' }]);
      }
      const row = await app.shares.upsert({
        ownerId,
        itemType: type,
        itemId: params.id,
        mode,
        emails: mode === 'private' ? [] : keepEmails,
        // A link keeps its key until the owner makes the item private again; then the old link stops working.
        accessKey: mode === 'link' ? (existing?.accessKey ?? randomBytes(18).toString('base64url')) : null,
      });
      return toSharingJson(row);
    });

    /** DELETE /sharing/{type}/{id}/{email}: stop sharing with one person ("*" stops sharing altogether). */
    owned.delete('/sharing/:type/:id/:who', async (request, reply) => {
      const { type, id, who } = request.params as { type: string; id: string; who: string };
      const ownerId = request.caller!.id;
      const share = await app.shares.find(ownerId, type, id);
      if (!share) throw notFound('This item is not shared');
      if (who === '*') {
        await app.shares.remove(ownerId, type, id);
        return reply.code(204).send();
      }
      const email = normaliseEmail(who);
      if (!share.emails.includes(email)) throw notFound(`${who} is not on this item's sharing list`);
      const emails = share.emails.filter((e) => e !== email);
      const row = await app.shares.upsert({ ...share, emails, mode: share.mode === 'people' && emails.length === 0 ? 'private' : share.mode });
      return toSharingJson(row);
    });
  });
};

export default sharingRoutes;
