/** Spec §3 enhancement search parameters and §5 rules. */
export interface EnhancementSearch {
  input: string;
  ownerIds?: string[];
  size?: number;
  thumbnails?: boolean;
  consumeOnResult?: boolean;
  isQuestion?: boolean;
  sessionHash?: string;
  userHash?: string;
  strictMatch?: boolean;
  isTest?: boolean;
}

export const ENHANCEMENT_SIZE_DEFAULT = 20;
export const ENHANCEMENT_SIZE_MAX = 50;
export const ENHANCEMENT_MESSAGES = {
  input: 'You must provide some input to search for',
  size: "You can't request more than 50 enhancements at a time",
} as const;

export class EnhancementSearchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnhancementSearchError';
  }
}

/** Checks the parameters and fills the default size; throws with the spec's message when they are wrong. */
export function validateEnhancementSearch(params: Partial<EnhancementSearch>): EnhancementSearch & { size: number } {
  const input = (params.input ?? '').trim();
  if (!input) throw new EnhancementSearchError(ENHANCEMENT_MESSAGES.input);
  const size = params.size ?? ENHANCEMENT_SIZE_DEFAULT;
  if (size > ENHANCEMENT_SIZE_MAX) throw new EnhancementSearchError(ENHANCEMENT_MESSAGES.size);
  return { ...params, input, size };
}
