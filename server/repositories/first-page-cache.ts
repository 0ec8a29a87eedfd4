/** Where a list's first pages come from: the current version of an owner's items, and the page itself. */
export interface VersionedFirstPages {
  /** The version of the owner's items now; null while none was given out (such a page is read every time). */
  readVersion(ownerId: string): Promise<string | null>;
  /** The owner's first page, as the JSON text answered. */
  readPage(ownerId: string): Promise<string>;
}

/**
 * Each owner's first page, kept with the version of their items it was read at, for as long as that version stays
 * current. The database gives an owner a new version in the same transaction as any change to their items, and never
 * gives out a version twice; so a page kept under the version read now is the page as it is now, whichever process
 * or statement made the last change. The version is read before the page: a change committed between the two reads
 * leaves the page kept under the older version, which is already stale, so it is read again next time rather than
 * ever answered wrongly. At most `maxOwners` pages are kept; the one least recently answered goes first.
 */
export function createFirstPageCache(source: VersionedFirstPages, maxOwners: number) {
  const kept = new Map<string, { version: string; page: string }>();
  const keep = (ownerId: string, entry: { version: string; page: string }) => {
    // A Map iterates in insertion order: re-inserting marks the owner as the most recently answered.
    kept.delete(ownerId);
    kept.set(ownerId, entry);
    if (kept.size > maxOwners) kept.delete(kept.keys().next().value!);
  };
  return {
    async firstPage(ownerId: string): Promise<string> {
      const version = await source.readVersion(ownerId);
      const entry = kept.get(ownerId);
      if (version !== null && entry?.version === version) {
        keep(ownerId, entry);
        return entry.page;
      }
      const page = await source.readPage(ownerId);
      if (version !== null) keep(ownerId, { version, page });
      return page;
    },
  };
}
