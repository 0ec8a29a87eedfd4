import { and, eq, sql } from 'drizzle-orm';
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

    /**
     * Records one search and, unless it was a test, a search-result interaction for each slice it returned: one
     * statement (a data-modifying WITH), so one round trip and one commit, whatever the number of results.
     */
    async recordSearch(request: NewEnhancementRequest, results: { uploadId: string; sliceId: string }[]): Promise<string> {
      const interactions = request.isTest ? [] : results;
      const r = enhancementRequests;
      const i = uploadInteractions;
      const saved = await db.execute<{ id: string }>(sql`
        with saved as (
          insert into ${r} (${sql.identifier(r.ownerId.name)}, ${sql.identifier(r.input.name)}, ${sql.identifier(r.size.name)}, ${sql.identifier(r.resultCount.name)},
            ${sql.identifier(r.isQuestion.name)}, ${sql.identifier(r.strictMatch.name)}, ${sql.identifier(r.isTest.name)}, ${sql.identifier(r.consumeOnResult.name)},
            ${sql.identifier(r.sessionHash.name)}, ${sql.identifier(r.userHash.name)})
          values (${request.ownerId}, ${request.input}, ${request.size}, ${request.resultCount ?? 0}, ${request.isQuestion ?? false}, ${request.strictMatch ?? false},
            ${request.isTest ?? false}, ${request.consumeOnResult ?? false}, ${request.sessionHash ?? null}, ${request.userHash ?? null})
          returning ${sql.identifier(r.id.name)} as id
        ), interactions as (
          insert into ${i} (${sql.identifier(i.uploadId.name)}, ${sql.identifier(i.sliceId.name)}, ${sql.identifier(i.kind.name)}, ${sql.identifier(i.actorId.name)}, ${sql.identifier(i.requestId.name)})
          select result.upload_id, result.slice_id, 'search-result', ${request.ownerId}, saved.id
          from saved, jsonb_to_recordset(${JSON.stringify(interactions.map((x) => ({ upload_id: x.uploadId, slice_id: x.sliceId })))}::jsonb) as result(upload_id uuid, slice_id uuid)
        )
        select id from saved`);
      return saved.rows[0]!.id;
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
