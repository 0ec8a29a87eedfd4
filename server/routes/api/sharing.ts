import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { notFound, ValidationError } from '../../errors.ts';
import { isShareableType, shareAudience, normaliseEmails, SHARE_MODES, SHAREABLE_TYPES, verifiedEmailOf, type ShareableType } from '../../domain/access.ts';
import { checkEmail, normaliseEmail } from '../../domain/email-address.ts';
import { ordinalOf } from '../../domain/ordinals.ts';
import { parseBody } from '../../domain/lessons.ts';
import { createShareableKinds, findAnyKind } from '../../domain/sharing/kinds.ts';
import { tellRecipients } from '../../domain/sharing/notify.ts';
import { createMailer } from '../../identity/mailer.ts';
import type { ShareRow } from '../../repositories/shares.ts';
import { isUuid } from '../../validation.ts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from '../../schema/zod-provider.ts';
import { idParams, itemIdParam } from '../../schema/params.ts';
import { noContent, replies } from '../../schema/errors.ts';
import { sharedItemSchema, sharedWithMeSchema, sharingListSchema, sharingSchema } from '../../../src/contracts/schemas/sharing.ts';
import type { SharedItem, Sharing } from '../../../src/contracts/sharing.ts';

const NOT_SHARED = 'Not Found or You don\'t have Access';

/**
 * Any address may be named (the share waits until its owner confirms it), but not one that passes for another. A bad
 * address is named by its place in the list and as typed ("The second address, "ben at school", is not an email
 * address"), since the teacher typed a list, not "emails.1"; the field keeps the index for programs.
 */
const shareEmails = z
  .array(z.unknown())
  .max(200, 'Share with at most 200 people at a time')
  .superRefine((emails, ctx) => {
    emails.forEach((value, index) => {
      const which = emails.length === 1 ? 'The address' : `The ${ordinalOf(index)} address`;
      if (typeof value !== 'string') return ctx.addIssue({ code: 'custom', path: [index], message: `${which} is not written as text` });
      const checked = checkEmail(value);
      if (checked.ok) return;
      const named = emails.length === 1 ? `${which} "${value}"` : `${which}, "${value}",`;
      const message =
        checked.reason === 'shape'
          ? `${named} is not an email address`
          : `${named} could pass for another: ${lowerFirst(checked.message).replace(/: (?=type the address)/, '; ')}`;
      ctx.addIssue({ code: 'custom', path: [index], message });
    });
  })
  .transform((emails) => emails as string[]);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const shareBody = z.object({
  emails: shareEmails.default([]),
});
const modeParam = z.enum(SHARE_MODES, { error: 'Sharing mode must be private, people or link' });
const typeParam = z.enum(SHAREABLE_TYPES, { error: 'Only lessons, uploads, assessments, comment sets and units can be shared' });

/** shared{Type}: { {type}: … }, the shape the shared lesson and upload have always had, for every kind. */
const contentKey = (type: ShareableType) => `shared${type[0]!.toUpperCase()}${type.slice(1)}`;

function toSharingJson(row: ShareRow): Sharing {
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

/** The shared item's address. Plain text: an address that names nothing answers "not found", like one not shared. */
const sharedParams = z.object({ ownerId: z.string(), itemId: itemIdParam() });
const sharedQuery = z.object({ accessKey: z.string().optional() });
const shareParams = z.object({ type: typeParam, id: itemIdParam(), mode: modeParam });
const unshareParams = z.object({ type: z.string(), id: itemIdParam(), who: z.string() });

const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const kinds = createShareableKinds(app);
  const mailer = createMailer(app.config.identity.mail, app.log);
  const kindOf = (type: string) => (isShareableType(type) ? kinds[type] : undefined);

  /** The shares with their items' titles; a share whose item was deleted since is left out. */
  const withTitles = async <T extends { share: ShareRow }>(rows: T[]) => {
    const listed = await Promise.all(
      rows.map(async (row) => {
        const found = isUuid(row.share.itemId) ? await kindOf(row.share.itemType)?.find(row.share.ownerId, row.share.itemId) : undefined;
        return found ? { row, json: { ...toSharingJson(row.share), title: found.title } } : undefined;
      }),
    );
    return listed.filter((entry) => entry !== undefined);
  };

  /** Shared item fetch: open to anyone the access module lets through; everything else looks like "not found". */
  app.get('/sharing/shared/:ownerId/:itemId', { preHandler: app.identifyCaller, schema: { params: sharedParams, querystring: sharedQuery, response: replies({ 200: sharedItemSchema }, 401, 404) } }, async (request) => {
    // Access keys are long and random; counting misses per address still keeps anyone from trying them at speed.
    const attempt = app.lookupAttempts.begin(request.ip, 'Too many shared items were looked up from this address without success.');
    const { ownerId, itemId } = request.params;
    const { accessKey } = request.query;
    if (!ownerId || !itemId) throw notFound(NOT_SHARED);
    const found = await findAnyKind(kinds, ownerId, itemId);
    if (!found) throw notFound(NOT_SHARED);
    const type = found.kind.type;
    const share = await app.shares.find(ownerId, type, itemId);
    const audience = shareAudience(ownerId, share, request.caller, accessKey);
    if (!audience) throw notFound(NOT_SHARED);
    attempt.found();
    const owner = await app.profiles.find(ownerId);
    // Field by field: what the audience may read of the item is decided by its kind (server/domain/sharing/shapes.ts).
    const view = found.viewFor(audience);
    return {
      audience,
      type,
      id: itemId,
      ownerId,
      ownerEmail: owner?.email ?? '',
      ownerName: owner?.name ?? '',
      title: found.title,
      ...(view.description !== undefined ? { description: view.description } : {}),
      [contentKey(type)]: { [type]: view.content },
      // The computed key hides which content goes with which kind from the checker; the response schema checks it.
    } as SharedItem;
  });

  await app.register(async (scope) => {
    const owned = scope.withTypeProvider<ZodTypeProvider>();
    // Before validation, so a caller without a token hears 401 whatever the request holds.
    owned.addHook('preValidation', app.requireCaller);

    owned.get('/sharing', { schema: { response: replies({ 200: z.array(sharingListSchema) }, 401) } }, async (request) => {
      const rows = await app.shares.listByOwner(request.caller!.id);
      return (await withTitles(rows.map((share) => ({ share })))).map((entry) => entry.json);
    });

    /** Items shared with the caller's address, once they have confirmed it (until then, nothing). */
    owned.get('/sharing/withme', { schema: { response: replies({ 200: z.array(sharedWithMeSchema) }, 401) } }, async (request) => {
      const email = verifiedEmailOf(request.caller!);
      if (!email) return [];
      const rows = await app.shares.sharedWith(email);
      return (await withTitles(rows)).map(({ row, json }) => ({ ...json, ownerId: row.share.ownerId, ownerName: row.ownerName, ownerEmail: row.ownerEmail }));
    });

    owned.get('/sharing/:id', { schema: { params: idParams, response: replies({ 200: z.array(sharingSchema) }, 401) } }, async (request) => {
      const { id } = request.params;
      return (await app.shares.findForItem(request.caller!.id, id)).map(toSharingJson);
    });

    owned.put('/sharing/:type/:id/:mode', { schema: { params: shareParams, response: replies({ 200: sharingSchema }, 400, 401, 404) } }, async (request) => {
      const params = request.params;
      const { type, mode } = params;
      const { emails } = parseBody(shareBody, request.body);
      const ownerId = request.caller!.id;
      const kind = kinds[type];
      const item = isUuid(params.id) ? await kind.find(ownerId, params.id) : undefined;
      if (!item) throw notFound(kind.notFound);
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
      // Deleted while this request ran: its deletion took the share with it, or this finds no item to share.
      if (!row) throw notFound(kind.notFound);
      // Mail goes out in the name of a confirmed address only, so nobody can use Teachkit to write to strangers as someone else.
      const ownerEmail = verifiedEmailOf(request.caller!);
      if (mode === 'people' && ownerEmail) {
        const toldBefore = existing?.mode === 'people' ? existing.emails : [];
        const owner = await app.profiles.find(ownerId);
        await tellRecipients(mailer, request.log, {
          to: row.emails.filter((email) => !toldBefore.includes(email)),
          ownerName: owner?.name ?? '',
          ownerEmail,
          article: kind.article,
          title: item.title,
          url: `${app.config.publicUrl}${toSharingJson(row).path}`,
        });
      }
      return toSharingJson(row);
    });

    /** DELETE /sharing/{type}/{id}/{email}: stop sharing with one person ("*" stops sharing altogether). */
    owned.delete('/sharing/:type/:id/:who', { schema: { params: unshareParams, response: replies({ 200: sharingSchema, 204: noContent }, 401, 404) } }, async (request, reply) => {
      const { type, id, who } = request.params;
      const ownerId = request.caller!.id;
      const share = isShareableType(type) ? await app.shares.find(ownerId, type, id) : undefined;
      if (!share) throw notFound('This item is not shared');
      if (who === '*') {
        await app.shares.remove(ownerId, share.itemType, id);
        return reply.code(204).send();
      }
      const email = normaliseEmail(who);
      if (!share.emails.includes(email)) throw notFound(`${who} is not on this item's sharing list`);
      const emails = share.emails.filter((e) => e !== email);
      const row = await app.shares.upsert({ ...share, emails, mode: share.mode === 'people' && emails.length === 0 ? 'private' : share.mode });
      if (!row) throw notFound('This item is not shared');
      return toSharingJson(row);
    });
  });
};

export default sharingRoutes;
