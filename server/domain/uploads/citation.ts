/** What a citation needs to know about a slice and its upload. */
export interface CitedSlice {
  uploadTitle: string;
  contentType: string;
  /** 1-based page or slide number in the file. */
  page: number | null;
  /** How far printed page numbers are from the file's page indexes (a book's page 1 is often its 13th page). */
  pageIndexOffset: number | null;
  /** Seconds from the start of a recording. */
  start: number | null;
  end: number | null;
}

/** 250 → "04:10"; an hour or more → "1:02:05". */
export function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(rest).padStart(2, '0');
  return hours ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/**
 * The page a reader finds in the book: the printed number when the file says how its numbering is offset, and the
 * file's own page number when it does not or when the page comes before printed page 1 (a cover, a contents page).
 */
function printedPage(page: number, offset: number | null): number {
  const printed = page - (offset ?? 0);
  return printed >= 1 ? printed : page;
}

/** Where a slice sits, as a teacher writes it: "p. 12", "slide 3", "04:10–05:30", or '' for a file without either. */
export function sliceLocation(slice: Omit<CitedSlice, 'uploadTitle'>): string {
  if (slice.start !== null) return slice.end !== null && slice.end > slice.start ? `${clockTime(slice.start)}–${clockTime(slice.end)}` : clockTime(slice.start);
  if (slice.page === null) return '';
  return slice.contentType === 'slide' ? `slide ${slice.page}` : `p. ${printedPage(slice.page, slice.pageIndexOffset)}`;
}

/** "Fractions workbook, p. 12", "Lesson recording, 04:10–05:30", or the title alone. */
export function sliceCitation(slice: CitedSlice): string {
  const location = sliceLocation(slice);
  return location ? `${slice.uploadTitle}, ${location}` : slice.uploadTitle;
}
