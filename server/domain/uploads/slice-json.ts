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

/** 250 → "04:10"; 3725 → "1:02:05". */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/**
 * Where a slice is in its upload, as a teacher would cite it: "Fractions workbook, p. 12" (the printed page: the
 * file's page less its pageIndexOffset) or "Lesson recording, 04:10–05:30"; the title alone when neither is known.
 */
export function citationOf(uploadTitle: string, slice: Pick<SliceRow, 'page' | 'pageIndexOffset' | 'start' | 'end'>): string {
  if (slice.page !== null) return `${uploadTitle}, p. ${slice.page - (slice.pageIndexOffset ?? 0)}`;
  if (slice.start !== null && slice.end !== null) return `${uploadTitle}, ${clockTime(slice.start)}–${clockTime(slice.end)}`;
  if (slice.start !== null) return `${uploadTitle}, ${clockTime(slice.start)}`;
  return uploadTitle;
}
