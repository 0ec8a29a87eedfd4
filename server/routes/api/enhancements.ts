import type { FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import { verifiedEmailOf } from '../../domain/access.ts';
import { parseEnhancementQuery } from '../../domain/uploads/enhancement-query.ts';
import { pictureDataUrl, readStoredPicture } from '../../domain/uploads/pictures.ts';
import { toSliceJson } from '../../domain/uploads/slice-json.ts';
import { sliceCitation } from '../../domain/uploads/citation.ts';
import { searchEnhancements } from '../../repositories/enhancement-search.ts';
import { replies } from '../../schema/errors.ts';
import { enhancementsSchema } from '../../../src/contracts/schemas/upload.ts';

/** The name a teacher goes by: their profile's name, or the part of their address before the @ (spec §2 profile card). */
const displayName = (name: string, email: string) => name || email.split('@')[0] || '';

/**
 * GET /v1/enhancements: the API's search over teaching material. It ranks the enabled slices of the caller's enabled
 * uploads and of uploads shared with them by name, and nothing else; ownerIds only narrows that set. Each search is
 * recorded, and each slice it returns is an interaction its owner can read. It is one robot action ("using the
 * API", spec §9): with consumeOnResult only when it found something, and never for a request marked isTest.
 */
const enhancementRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a caller without a token hears 401 whatever the request holds.
  app.addHook('preValidation', app.requireCaller);

  app.get('/v1/enhancements', { schema: { response: replies({ 200: enhancementsSchema }, 400, 401) } }, async (request) => {
    const query = parseEnhancementQuery(request.query);
    const caller = request.caller!;
    const profile = await app.profiles.ensure(caller);

    const search = async () => {
      const hits = await searchEnhancements(app.database.db, {
        callerId: caller.id,
        verifiedEmail: verifiedEmailOf(caller),
        input: query.input,
        size: query.size,
        ownerIds: query.ownerIds,
        strictMatch: query.strictMatch,
      });
      // What the editor shows beside each slice, the thumbnails and the records are independent: ask for them at once.
      const [withExtras, thumbnails, requestId] = await Promise.all([
        app.uploadSlices.extrasOf(hits.map((h) => h.slice)),
        query.thumbnails ? thumbnailsOf(hits.map((h) => h.slice.uploadId)) : undefined,
        app.uploadActivity.recordSearch(
          {
            ownerId: caller.id,
            input: query.input,
            size: query.size,
            resultCount: hits.length,
            isQuestion: query.isQuestion,
            strictMatch: query.strictMatch,
            isTest: query.isTest,
            consumeOnResult: query.consumeOnResult,
            sessionHash: query.sessionHash ?? null,
            userHash: query.userHash ?? null,
          },
          hits.map((h) => ({ uploadId: h.slice.uploadId, sliceId: h.slice.id })),
        ),
      ]);
      return {
        requestId,
        items: hits.map((hit, i) => ({
          score: hit.score,
          citation: sliceCitation({ uploadTitle: hit.uploadTitle, ...hit.slice }),
          upload: {
            id: hit.slice.uploadId,
            title: hit.uploadTitle,
            ownerId: hit.ownerId,
            ownerName: displayName(hit.ownerName, hit.ownerEmail),
            ...(thumbnails ? { thumbnail: thumbnails.get(hit.slice.uploadId) ?? null } : {}),
          },
          slice: toSliceJson(hit.slice, withExtras[i]!.extras),
        })),
      };
    };

    if (query.isTest) return search();
    if (!query.consumeOnResult) return app.metering.charge(profile, 'api.call', search);
    const found = await search();
    if (found.items.length === 0) return found;
    return app.metering.charge(profile, 'api.call', async () => found);
  });

  /** Each complete upload's thumbnail as a data: URL (asked for with thumbnails=true), read once per upload. */
  async function thumbnailsOf(uploadIds: string[]): Promise<Map<string, string | null>> {
    const result = new Map<string, string | null>();
    for (const id of new Set(uploadIds)) {
      const upload = await app.uploadDetails.findForAccessCheck(id);
      const picture = upload?.state === 'complete' && upload.thumbnailKey ? await readStoredPicture(app.storage, upload.thumbnailKey) : undefined;
      result.set(id, picture ? pictureDataUrl(picture) : null);
    }
    return result;
  }
};

export default enhancementRoutes;
