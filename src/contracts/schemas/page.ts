import { z } from 'zod';

/** The schema of one page of a list of `item`s (the `Page` of `../page.ts`). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Pass back as `?continuationToken=` for the next page; null on the last page. */
    continuationToken: z.string().nullable(),
  });
