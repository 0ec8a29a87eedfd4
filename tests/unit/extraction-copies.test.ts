import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStaleExtractionCopies } from '../../server/processing/extraction.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A folder under `tempDir` last changed `hoursAgo` hours before `now`. */
function copy(tempDir: string, name: string, now: number, hoursAgo: number) {
  const folder = path.join(tempDir, name);
  fs.mkdirSync(folder);
  fs.writeFileSync(path.join(folder, 'original.pdf'), '%PDF-1.7');
  const when = new Date(now - hoursAgo * 3600_000);
  fs.utimesSync(folder, when, when);
}

describe('private copies left by a worker killed mid-extraction', () => {
  it('removes copies older than a day and keeps younger ones and anything else in the folder', () => {
    const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-copies-'));
    folders.push(tempDir);
    const now = Date.parse('2026-11-23T12:00:00Z');
    copy(tempDir, 'extract-killed', now, 30);
    copy(tempDir, 'extract-running', now, 2);
    copy(tempDir, 'keep-me', now, 72);
    expect(clearStaleExtractionCopies(tempDir, now)).toEqual(['extract-killed']);
    expect(fs.readdirSync(tempDir).sort()).toEqual(['extract-running', 'keep-me']);
  });

  it('does nothing when no extraction has run yet', () => {
    expect(clearStaleExtractionCopies(path.join(os.tmpdir(), 'teachkit-no-such-folder'))).toEqual([]);
  });
});
