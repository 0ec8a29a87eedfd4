import { z } from 'zod';
import { notFound, ValidationError } from '../../errors.ts';
import { shareAudience } from '../../domain/access.ts';
import { COPY_ACTIONS, createItemCopies, isCopyableType } from '../../domain/sharing/copies.ts';
import { createShareableKinds, findAnyKind } from '../../domain/sharing/kinds.ts';
import type { FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import { itemIdParam } from '../../schema/params.ts';
import { replies } from '../../schema/errors.ts';
import { madeCopySchema } from '../../../src/contracts/schemas/sharing.ts';

const NOT_SHARED = "Not Found or You don't have Access";
const UPLOAD_NOT_COPIED = 'An upload cannot be copied: download the file and upload it to Teachkit yourself';
const copyParams = z.object({ ownerId: z.string(), itemId: itemIdParam() });
/** A copy is of the item as it is: nothing in the request changes it. */
const noFields = z.object({}).strict().optional();

/**
 * POST /sharing/shared/{ownerId}/{itemId}/copy: the signed-in teacher's own copy of an item shared with them by name,
 * made in their account as a new item of the same kind (one robot action, as making one costs). What is copied is what
 * they read of it as a colleague, never the owner's class (server/domain/sharing/copies.ts). An address that is not
 * shared with them answers like the shared item fetch: "not found". A link share is for reading (its holder may be a
 * student); its teacher copies it once the owner names them.
 */
const sharedCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  const kinds = createShareableKinds(app);
  const copies = createItemCopies(app);

  app.post(
    '/sharing/shared/:ownerId/:itemId/copy',
    { preHandler: app.requireCaller, schema: { params: copyParams, body: noFields, response: replies({ 201: madeCopySchema }, 400, 401, 403, 404, 429) } },
    async (request, reply) => {
      const attempt = app.lookupAttempts.begin(request.ip, 'Too many shared items were looked up from this address without success.');
      const caller = request.caller!;
      const { ownerId, itemId } = request.params;
      const found = ownerId ? await findAnyKind(kinds, ownerId, itemId) : undefined;
      if (!found) throw notFound(NOT_SHARED);
      const type = found.kind.type;
      const audience = shareAudience(ownerId, await app.shares.find(ownerId, type, itemId), caller, undefined);
      if (!audience) throw notFound(NOT_SHARED);
      attempt.found();
      if (!isCopyableType(type)) throw new ValidationError([{ field: 'itemId', message: UPLOAD_NOT_COPIED }]);
      const profile = await app.profiles.ensure(caller);
      const copy = await app.metering.charge(profile, COPY_ACTIONS[type], async () => {
        const made = await copies.copy(type, ownerId, itemId, caller.id);
        if (!made) throw notFound(NOT_SHARED);
        return made;
      });
      request.log.info({ type, from: itemId, copy: copy.id }, 'shared item copied');
      return reply.code(201).send(copy);
    },
  );
};

export default sharedCopyRoutes;
