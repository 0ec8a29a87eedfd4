/** A spelling or grammar problem found in a text, as slice_spelling_issues stores it. */
export interface IssueDraft {
  kind: 'spelling' | 'grammar';
  /** UTF-16 offset into the text and length of the flagged span. */
  offset: number;
  length: number;
  word: string;
  message: string;
  /** What could replace the span, best first; may be empty. */
  suggestions: string[];
}

/** Issues in reading order; at one place a spelling issue comes before a grammar one. */
export function inReadingOrder(issues: IssueDraft[]): IssueDraft[] {
  return issues.sort((a, b) => a.offset - b.offset || (a.kind === b.kind ? 0 : a.kind === 'spelling' ? -1 : 1));
}
