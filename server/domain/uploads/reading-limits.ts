import type { Tier } from '../../config.ts';

/**
 * How long a file each plan reads: pages of a PDF or slides of a presentation, and minutes of a recording. A longer
 * file is refused when it is read, with these numbers and what to do, rather than read in part without a word.
 */
export interface ReadingLimits {
  plan: string;
  pages: number;
  recordingMinutes: number;
}

const PLAN_NAMES: Record<Tier, string> = { free: 'Free', starter: 'Starter', pro: 'Pro', pilot: 'Pilot', institution: 'Institution' };

export const READING_LIMITS: Record<Tier, Omit<ReadingLimits, 'plan'>> = {
  free: { pages: 500, recordingMinutes: 120 },
  starter: { pages: 1500, recordingMinutes: 300 },
  pro: { pages: 3000, recordingMinutes: 600 },
  pilot: { pages: 3000, recordingMinutes: 600 },
  institution: { pages: 5000, recordingMinutes: 1200 },
};

export const readingLimits = (tier: Tier): ReadingLimits => ({ plan: PLAN_NAMES[tier], ...READING_LIMITS[tier] });
