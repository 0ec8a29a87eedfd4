import type { ContentSource } from '../index.ts';

/** Worked examples and practice with computed answers for the mathematics strands it covers; none yet. */
export const mathsContent: ContentSource = () => undefined;
