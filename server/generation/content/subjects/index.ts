import type { ContentSource } from '../index.ts';

/** Content from the curriculum's own examples and elaborations and the reviewed subject sets; none yet. */
export const subjectContent: ContentSource = () => undefined;
