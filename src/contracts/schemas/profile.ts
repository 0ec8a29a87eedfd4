import { z } from 'zod';

export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  onboarded: z.boolean(),
  subscription: z.string(),
  subscriptionEnd: z.string().nullable(),
  market: z.string(),
});

/** Another teacher as someone they share with sees them. */
export const publicProfileSchema = z.object({ id: z.string(), name: z.string() });

/** The robot actions of the current shift: how many the plan allows, how many are taken, when the count starts again. */
export const platformLimitSchema = z.object({ max: z.number(), consumed: z.number(), resetTimeUtc: z.string() });

export const consumptionSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  total: z.number(),
  /** Every day of the span, 0 when none were taken. */
  days: z.array(z.object({ date: z.string(), actions: z.number() })),
});

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, e.g. "tk_Q2x9aB7". */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

/** A new key: the only answer that holds the key itself. */
export const newApiKeySchema = apiKeySchema.extend({ key: z.string() });

/** Where a teacher changes plan; null with a message when the administrator assigns plans. */
export const subscriptionPortalSchema = z.object({ url: z.string().nullable(), managed: z.boolean(), message: z.string().optional() });

export const emailMoveSchema = z.object({ email: z.string(), message: z.string() });

/** Whether the teacher's address is confirmed (people-shares open to it only then), and whether Teachkit sends the link. */
export const emailConfirmationSchema = z.object({ email: z.string(), confirmed: z.boolean(), canSendLink: z.boolean() });
