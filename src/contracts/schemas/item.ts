import { z } from 'zod';

/** An outcome as an item names it: its code, short code, statement and framework. */
export const outcomeHeadingSchema = z.object({ code: z.string(), shortCode: z.string(), statement: z.string(), framework: z.string() });

/** What every planned item (assessment, comment set, unit) is listed with: its title, year level, subject and outcomes. */
export const itemHeadSchema = z.object({ id: z.string(), title: z.string(), yearLevel: z.string(), subject: z.string(), outcomeCodes: z.array(z.string()) });
