/** The plans an installation offers, each with its own robot actions per shift (LIMIT_FREE … LIMIT_INSTITUTION). */
export const TIERS = ['free', 'starter', 'pro', 'pilot', 'institution'] as const;
export type Tier = (typeof TIERS)[number];
