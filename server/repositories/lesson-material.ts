import { sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { lessons } from '../db/schema.ts';
import { canView, verifiedEmailOf, type Viewer } from '../domain/access.ts';
import { sliceCitation } from '../domain/uploads/citation.ts';
import type { SliceRef } from '../generation/types.ts';
import type { LessonRow, NewLesson } from './lessons.ts';

/** How many matching slices planning weighs: more than the six phases a lesson has at most, so each can choose. */
const CANDIDATES = 24;

export interface MaterialQuery {
  viewer: Viewer;
  /** The lesson's outcomes (full codes): slices aligned to any of them match. */
  outcomeCodes: string[];
  /** The lesson's topic: slices whose search vector holds every word of it match too. */
  topic: string;
}

interface CandidateRow extends Record<string, unknown> {
  id: string;
  upload_id: string;
  upload_title: string;
  owner_id: string;
  title: string;
  text: string;
  content_type: string;
  page: number | null;
  page_index_offset: number | null;
  start_seconds: number | null;
  end_seconds: number | null;
  outcome_codes: string[];
  share_mode: string | null;
  share_emails: string[] | null;
}

/**
 * Material for Enhanced lessons: slices of the viewer's own uploads and of uploads shared with them, never anyone
 * else's; only enabled slices of enabled uploads that finished processing. SQL narrows to the candidates, and the
 * access module decides each shared upload, as it does for every other shared item.
 */
export function createLessonMaterialRepository(db: Database) {
  return {
    async find({ viewer, outcomeCodes, topic }: MaterialQuery): Promise<SliceRef[]> {
      const codes = JSON.stringify([...new Set(outcomeCodes)]);
      const email = verifiedEmailOf(viewer) ?? null;
      const sharedWith = JSON.stringify(email ? [email] : []);
      const result = await db.execute<CandidateRow>(sql`
        with wanted as (select jsonb_array_elements_text(${codes}::jsonb) as code),
        topic as (
          select plainto_tsquery('english', ${topic}) as every_word,
                 replace(plainto_tsquery('english', ${topic})::text, ' & ', ' | ')::tsquery as any_word
        ),
        -- The uploads the viewer may draw on: their own, and those shared with their confirmed address by name.
        reachable as (
          select u.id, u.title, u.owner_id, null::text as share_mode, null::jsonb as share_emails
          from uploads u where u.owner_id = ${viewer.id} and u.enabled and u.state = 'complete'
          union all
          select u.id, u.title, u.owner_id, sh.mode, sh.emails
          from shares sh
          join uploads u on u.owner_id = sh.owner_id
            and u.id = case when sh.item_id ~ '^[0-9a-fA-F-]{36}$' then sh.item_id::uuid end
          where sh.item_type = 'upload' and sh.mode = 'people' and sh.emails @> ${sharedWith}::jsonb
            and u.owner_id <> ${viewer.id} and u.enabled and u.state = 'complete'
        )
        select s.id, s.upload_id, r.title as upload_title, r.owner_id, s.title, s.text, s.content_type, s.page,
               s.page_index_offset, s.start_seconds, s.end_seconds, r.share_mode, r.share_emails,
               coalesce((select jsonb_agg(a.outcome_code order by a.score desc, a.outcome_code) from slice_alignments a
                         where a.slice_id = s.id and a.outcome_code in (select code from wanted)), '[]'::jsonb) as outcome_codes,
               (coalesce((select max(a.score) from slice_alignments a
                          where a.slice_id = s.id and a.outcome_code in (select code from wanted)), 0)
                + ts_rank_cd(s.search, topic.any_word))::float8 as score
        from reachable r
        join upload_slices s on s.upload_id = r.id
        cross join topic
        where s.enabled and length(btrim(s.text)) > 0
          and (exists (select 1 from slice_alignments a where a.slice_id = s.id and a.outcome_code in (select code from wanted))
               or s.search @@ topic.every_word)
        order by score desc, r.title, s.ordinal, s.id
        limit ${CANDIDATES}
      `);
      return result.rows
        .filter((row) => {
          if (row.owner_id === viewer.id) return true;
          const share = { ownerId: row.owner_id, mode: row.share_mode ?? 'private', emails: row.share_emails ?? [], accessKey: null };
          return canView(row.owner_id, share, viewer, undefined);
        })
        .map((row) => ({
          id: row.id,
          uploadId: row.upload_id,
          uploadTitle: row.upload_title,
          title: row.title,
          text: row.text,
          citation: sliceCitation({
            uploadTitle: row.upload_title,
            contentType: row.content_type,
            page: row.page,
            pageIndexOffset: row.page_index_offset,
            start: row.start_seconds,
            end: row.end_seconds,
          }),
          outcomeCodes: row.outcome_codes,
        }));
    },

    /**
     * Stores a new lesson with one lesson-citation interaction per slice it built in (for the uploads' owners to see),
     * in one transaction. A slice deleted since planning is simply not counted.
     */
    async insertLessonWithCitations(lesson: NewLesson, actorId: string): Promise<LessonRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(lessons).values(lesson).returning();
        const sliceIds = row!.plan.phases.flatMap((p) => (p.materials ?? []).map((m) => m.sliceId));
        if (sliceIds.length) {
          await tx.execute(sql`
            insert into upload_interactions (upload_id, slice_id, kind, actor_id, lesson_id)
            select s.upload_id, s.id, 'lesson-citation', ${actorId}, ${row!.id}
            from upload_slices s where s.id::text in (select jsonb_array_elements_text(${JSON.stringify(sliceIds)}::jsonb))
          `);
        }
        return row!;
      });
    },
  };
}

export type LessonMaterialRepository = ReturnType<typeof createLessonMaterialRepository>;
