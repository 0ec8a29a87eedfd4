import { sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { uploadInteractions } from '../db/schema.ts';
import { canView, verifiedEmailOf, type Viewer } from '../domain/access.ts';
import { sliceCitation } from '../domain/uploads/citation.ts';
import type { PhaseMaterial, SliceRef } from '../generation/types.ts';

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
        )
        select s.id, s.upload_id, u.title as upload_title, u.owner_id, s.title, s.text, s.content_type, s.page,
               s.page_index_offset, s.start_seconds, s.end_seconds,
               coalesce((select jsonb_agg(a.outcome_code order by a.score desc, a.outcome_code) from slice_alignments a
                         where a.slice_id = s.id and a.outcome_code in (select code from wanted)), '[]'::jsonb) as outcome_codes,
               sh.mode as share_mode, sh.emails as share_emails,
               (coalesce((select max(a.score) from slice_alignments a
                          where a.slice_id = s.id and a.outcome_code in (select code from wanted)), 0)
                + ts_rank_cd(s.search, topic.any_word))::float8 as score
        from upload_slices s
        join uploads u on u.id = s.upload_id
        left join shares sh on sh.owner_id = u.owner_id and sh.item_type = 'upload' and sh.item_id = u.id::text
        cross join topic
        where s.enabled and u.enabled and u.state = 'complete' and length(btrim(s.text)) > 0
          and (u.owner_id = ${viewer.id} or (sh.mode = 'people' and sh.emails @> ${sharedWith}::jsonb))
          and (exists (select 1 from slice_alignments a where a.slice_id = s.id and a.outcome_code in (select code from wanted))
               or s.search @@ topic.every_word)
        order by score desc, u.title, s.ordinal, s.id
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

    /** One lesson-citation interaction per slice a new lesson built in, for the uploads' owners to see. */
    async recordCitations(lessonId: string, actorId: string, materials: PhaseMaterial[]): Promise<void> {
      if (!materials.length) return;
      await db.insert(uploadInteractions).values(
        materials.map((m) => ({ uploadId: m.uploadId, sliceId: m.sliceId, kind: 'lesson-citation', actorId, lessonId })),
      );
    },
  };
}

export type LessonMaterialRepository = ReturnType<typeof createLessonMaterialRepository>;
