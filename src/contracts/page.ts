/** One page of a list that grows without bound (lessons, syllabi, uploads, assessments, units, comments, runs). */
export interface Page<T> {
  items: T[];
  /** Pass back as `?continuationToken=` for the next page; null on the last page. */
  continuationToken: string | null;
}
