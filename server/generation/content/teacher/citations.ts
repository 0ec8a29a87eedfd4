import type { SliceRef } from '../../types.ts';
import { uploadSource } from './wording.ts';

type Cited = Pick<SliceRef, 'id' | 'uploadId' | 'uploadTitle' | 'citation'>;

/** Where the slice sits in its upload ("p. 3", "slide 2", "04:10–05:30"), or '' for a file without pages. */
export function locationOf(slice: Pick<SliceRef, 'uploadTitle' | 'citation'>): string {
  const prefix = `${slice.uploadTitle}, `;
  return slice.citation.startsWith(prefix) ? slice.citation.slice(prefix.length) : '';
}

/** The slice's page number, for putting an upload's slices in page order. */
export function pageOf(slice: Pick<SliceRef, 'uploadTitle' | 'citation'>): number | undefined {
  const page = /^(?:p\.|slide)\s*(\d+)$/.exec(locationOf(slice));
  return page ? Number(page[1]) : undefined;
}

/** A stretch of a recording, not a page: its words were spoken, not written for students to read. */
export const isSpoken = (slice: Pick<SliceRef, 'uploadTitle' | 'citation'>) => /^\d{1,2}:\d{2}/.test(locationOf(slice));

/** A slide of a deck: its bullet points are what the teacher explains. */
export const isSlide = (slice: Pick<SliceRef, 'uploadTitle' | 'citation'>) => /^slide\s/.test(locationOf(slice));

/** Pages as a teacher writes them: "p. 3", "pp. 2–3", "pp. 1, 3–4". */
function pages(numbers: number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const n of sorted) {
    const run = runs[runs.length - 1];
    if (run && n === run[1] + 1) run[1] = n;
    else runs.push([n, n]);
  }
  const text = runs.map(([a, b]) => (a === b ? String(a) : `${a}–${b}`)).join(', ');
  return `${sorted.length > 1 ? 'pp.' : 'p.'} ${text}`;
}

/**
 * Where content from these slices comes from, as the plan names it: "Your upload: Fractions worksheet, pp. 1–3",
 * one entry per upload.
 */
export function sourcesOf(slices: Cited[]): string[] {
  const byUpload = new Map<string, Cited[]>();
  for (const slice of slices) byUpload.set(slice.uploadId, [...(byUpload.get(slice.uploadId) ?? []), slice]);
  return [...byUpload.values()].map((group) => {
    const title = group[0]!.uploadTitle;
    const locations = [...new Set(group.map(locationOf).filter(Boolean))];
    const numbers = group.map(pageOf);
    const where = !locations.length
      ? ''
      : numbers.every((n) => n !== undefined) && locations.every((l) => l.startsWith('p.'))
        ? pages(numbers as number[])
        : locations.join(', ');
    return uploadSource(where ? `${title}, ${where}` : title);
  });
}
