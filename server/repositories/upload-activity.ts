import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { enhancementRequests, uploadInteractions, uploads } from '../db/schema.ts';
import { keyset, type Page, type PageRequest } from '../pagination.ts';

export type EnhancementRequestRow = typeof enhancementRequests.$inferSelect;
export type NewEnhancementRequest = Omit<typeof enhancementRequests.$inferInsert, 'id' | 'createdAt'>;

const interactionsByTime = keyset('upload-interactions', uploadInteractions.createdAt, uploadInteractions.id, 'desc');
const requestsByTime = keyset('enhancement-requests', enhancementRequests.createdAt, enhancementRequests.id, 'desc');

/** What happened to a teacher's uploads (interactions) and the enhancement searches a teacher made. */
export function createUploadActivityRepository(db: Database) {
  return {
    /** Interactions with the owner's uploads, newest first, whoever caused them. */
    async interactions(ownerId: string, request: PageRequest) {
      const rows = await db
        .select({
          id: uploadInteractions.id,
          uploadId: uploadInteractions.uploadId,
          uploadTitle: uploads.title,
          sliceId: uploadInteractions.sliceId,
          kind: uploadInteractions.kind,
          actorId: uploadInteractions.actorId,
          requestId: uploadInteractions.requestId,
          lessonId: uploadInteractions.lessonId,
          createdAt: uploadInteractions.createdAt,
          cursorKey: interactionsByTime.key,
        })
        .from(uploadInteractions)
        .innerJoin(uploads, eq(uploads.id, uploadInteractions.uploadId))
        .where(and(eq(uploads.ownerId, ownerId), interactionsByTime.after(request.after)))
        .orderBy(...interactionsByTime.orderBy)
        .limit(interactionsByTime.limit(request));
      return interactionsByTime.page(rows, request, ({ cursorKey: _key, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() }));
    },

    /** The owner's own enhancement searches, newest first. */
    async enhancementRequests(ownerId: string, request: PageRequest): Promise<Page<ReturnType<typeof toRequestJson>>> {
      const rows = await db
        .select({ row: enhancementRequests, cursorKey: requestsByTime.key })
        .from(enhancementRequests)
        .where(and(eq(enhancementRequests.ownerId, ownerId), requestsByTime.after(request.after)))
        .orderBy(...requestsByTime.orderBy)
        .limit(requestsByTime.limit(request));
      return requestsByTime.page(
        rows.map(({ row, cursorKey }) => ({ ...row, cursorKey })),
        request,
        ({ cursorKey: _key, ...row }) => toRequestJson(row),
      );
    },

    /** Records one search and, unless it was a test, a search-result interaction for each slice it returned. */
    async recordSearch(request: NewEnhancementRequest, results: { uploadId: string; sliceId: string }[]): Promise<string> {
      return db.transaction(async (tx) => {
        const [saved] = await tx.insert(enhancementRequests).values(request).returning({ id: enhancementRequests.id });
        const requestId = saved!.id;
        if (!request.isTest && results.length > 0) {
          await tx.insert(uploadInteractions).values(results.map((r) => ({ ...r, kind: 'search-result', actorId: request.ownerId, requestId })));
        }
        return requestId;
      });
    },
  };
}

function toRequestJson(row: EnhancementRequestRow) {
  return {
    id: row.id,
    input: row.input,
    size: row.size,
    resultCount: row.resultCount,
    isQuestion: row.isQuestion,
    strictMatch: row.strictMatch,
    isTest: row.isTest,
    consumeOnResult: row.consumeOnResult,
    sessionHash: row.sessionHash,
    userHash: row.userHash,
    createdAt: row.createdAt.toISOString(),
  };
}

export type UploadActivityRepository = ReturnType<typeof createUploadActivityRepository>;
