import { describe, expect, it } from 'vitest';
import { cardMedia, isUploadSettled, showsFullProgress, showsProgressBar, uploadStateLabel, uploadTaskLabel } from '../../src/lib/uploads';

describe('upload display rules (spec §4)', () => {
  it('labels every state', () => {
    expect(['ready', 'inProgress', 'complete', 'failed', 'broken'].map(uploadStateLabel)).toEqual([
      'Queued',
      'In Progress',
      'Complete',
      'Failed - Retrying',
      'Error',
    ]);
  });

  it('labels the known tasks and calls anything else Processing', () => {
    expect(['upload', 'spelling', 'align', 'extract-outcomes', 'transcribe', ''].map(uploadTaskLabel)).toEqual([
      'Uploaded',
      'Checking Spelling & Grammar',
      'Aligning Standards',
      'Extracting Outcomes',
      'Processing',
      'Processing',
    ]);
  });

  it('shows the full progress view only while the file itself uploads', () => {
    expect(showsFullProgress({ task: 'upload', state: 'ready' })).toBe(true);
    expect(showsFullProgress({ task: 'upload', state: 'inProgress' })).toBe(true);
    expect(showsFullProgress({ task: 'upload', state: 'failed' })).toBe(false);
    expect(showsFullProgress({ task: 'spelling', state: 'inProgress' })).toBe(false);
  });

  it('shows a thumbnail when complete, an Error icon when broken, otherwise Processing', () => {
    expect(['complete', 'broken', 'ready', 'inProgress', 'failed'].map((state) => cardMedia({ state }))).toEqual([
      'thumbnail',
      'error',
      'processing',
      'processing',
      'processing',
    ]);
  });

  it('hides the progress bar when broken and stops following once complete or broken', () => {
    expect(showsProgressBar({ state: 'broken' })).toBe(false);
    expect(showsProgressBar({ state: 'failed' })).toBe(true);
    expect(['complete', 'broken', 'failed'].map((state) => isUploadSettled({ state }))).toEqual([true, true, false]);
  });
});
