import { z } from 'zod';

/** What the resource search answers (the browser does not call it yet; API clients do). */

/** A resource provider and whether this installation has it set up. */
export const resourceProviderSchema = z.object({ provider: z.string(), name: z.string(), configured: z.boolean() });

export const resourceSearchSchema = z.object({
  provider: z.string(),
  query: z.string(),
  results: z.array(z.object({ title: z.string(), url: z.string(), snippet: z.string(), thumbnailUrl: z.string().optional() })),
});
