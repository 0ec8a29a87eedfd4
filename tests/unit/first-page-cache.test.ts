import { describe, expect, it } from 'vitest';
import { createFirstPageCache } from '../../server/repositories/first-page-cache.ts';

/** A database stand-in: each owner's version and page, and the page reads made, some of which a test holds back. */
function fakeSource() {
  const versions = new Map<string, string | null>();
  const pages = new Map<string, string>();
  const reads: string[] = [];
  let hold: Promise<void> | null = null;
  return {
    versions,
    pages,
    reads,
    /** The next page read takes its page at once, as a query would, but answers only when `release` is called. */
    holdNextRead() {
      let release!: () => void;
      hold = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    source: {
      readVersion: async (ownerId: string) => versions.get(ownerId) ?? null,
      readPage: async (ownerId: string) => {
        reads.push(ownerId);
        const page = pages.get(ownerId)!;
        const held = hold;
        hold = null;
        if (held) await held;
        return page;
      },
    },
  };
}

describe('the first-page cache', () => {
  it('answers from what it kept while the version stays the same', async () => {
    const db = fakeSource();
    db.versions.set('ada', '7');
    db.pages.set('ada', '{"items":["a"]}');
    const cache = createFirstPageCache(db.source, 10);
    expect(await cache.firstPage('ada')).toBe('{"items":["a"]}');
    expect(await cache.firstPage('ada')).toBe('{"items":["a"]}');
    expect(db.reads).toEqual(['ada']);
  });

  it('reads the page again once the version changed', async () => {
    const db = fakeSource();
    db.versions.set('ada', '7');
    db.pages.set('ada', '{"items":["a"]}');
    const cache = createFirstPageCache(db.source, 10);
    await cache.firstPage('ada');
    db.versions.set('ada', '8');
    db.pages.set('ada', '{"items":["b","a"]}');
    expect(await cache.firstPage('ada')).toBe('{"items":["b","a"]}');
    expect(db.reads).toEqual(['ada', 'ada']);
  });

  it('never answers a page read before a change, even when that read finishes after the change', async () => {
    const db = fakeSource();
    db.versions.set('ada', '7');
    db.pages.set('ada', '{"items":["before"]}');
    const cache = createFirstPageCache(db.source, 10);
    const release = db.holdNextRead();
    const slow = cache.firstPage('ada');
    // The page read took the old page; now a change commits (a new version with it), then the slow read finishes.
    while (db.reads.length === 0) await Promise.resolve();
    db.versions.set('ada', '8');
    db.pages.set('ada', '{"items":["after"]}');
    release();
    expect(await slow).toBe('{"items":["before"]}');
    expect(await cache.firstPage('ada')).toBe('{"items":["after"]}');
    expect(await cache.firstPage('ada')).toBe('{"items":["after"]}');
    expect(db.reads).toEqual(['ada', 'ada']);
  });

  it('keeps nothing for an owner without a version yet', async () => {
    const db = fakeSource();
    db.pages.set('new', '{"items":[]}');
    const cache = createFirstPageCache(db.source, 10);
    await cache.firstPage('new');
    await cache.firstPage('new');
    expect(db.reads).toEqual(['new', 'new']);
  });

  it('keeps at most the given number of pages, letting the least recently answered go first', async () => {
    const db = fakeSource();
    for (const owner of ['a', 'b', 'c']) {
      db.versions.set(owner, '1');
      db.pages.set(owner, `{"owner":"${owner}"}`);
    }
    const cache = createFirstPageCache(db.source, 2);
    await cache.firstPage('a');
    await cache.firstPage('b');
    await cache.firstPage('a');
    await cache.firstPage('c');
    expect(db.reads).toEqual(['a', 'b', 'c']);
    await cache.firstPage('a');
    await cache.firstPage('c');
    expect(db.reads).toEqual(['a', 'b', 'c']);
    await cache.firstPage('b');
    expect(db.reads).toEqual(['a', 'b', 'c', 'b']);
  });
});
