import type { uploadSlices } from '../../db/schema.ts';

export type SliceRow = typeof uploadSlices.$inferSelect;

/** A curriculum outcome a slice matches, as the editor shows it. */
export interface SliceAlignmentJson {
  outcomeCode: string;
  shortCode: string;
  statement: string;
  score: number;
}

/** What the list and the editor know about a slice beyond its row. */
export interface SliceExtras {
  alignments: SliceAlignmentJson[];
  suggestionCount: number;
}

/** The API path of a slice's picture; the browser fetches it with its bearer token. */
export const sliceImagePath = (uploadId: string, sliceId: string) => `/upload/${uploadId}/slice/${sliceId}/image`;

/** The contract's Slice (spec §3 Upload slice, plus what the editor needs). */
export function toSliceJson(row: SliceRow, extras: SliceExtras) {
  return {
    id: row.id,
    uploadId: row.uploadId,
    ordinal: row.ordinal,
    page: row.page,
    pageIndexOffset: row.pageIndexOffset,
    contentType: row.contentType,
    title: row.title,
    text: row.text,
    image: row.imageKey ? sliceImagePath(row.uploadId, row.id) : null,
    start: row.start,
    end: row.end,
    speakerName: row.speakerName,
    enabled: row.enabled,
    alignments: extras.alignments,
    suggestionCount: extras.suggestionCount,
    // Only a picture has alt text; '' is a picture still waiting for one (the accessibility filter finds those).
    altText: row.imageKey ? (row.imageAnalysis?.altText ?? '') : null,
  };
}

export type SliceJson = ReturnType<typeof toSliceJson>;
