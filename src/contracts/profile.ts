import type { z } from 'zod';
import type * as schemas from './schemas/profile.ts';

// The teacher's account as the server sends it, inferred from its schemas (types only: the browser bundle holds no zod).
export type Profile = z.infer<typeof schemas.profileSchema>;
export type PlatformLimit = z.infer<typeof schemas.platformLimitSchema>;
export type Consumption = z.infer<typeof schemas.consumptionSchema>;
export type ApiKey = z.infer<typeof schemas.apiKeySchema>;
export type NewApiKey = z.infer<typeof schemas.newApiKeySchema>;
export type SubscriptionPortal = z.infer<typeof schemas.subscriptionPortalSchema>;
export type EmailMove = z.infer<typeof schemas.emailMoveSchema>;
export type EmailConfirmation = z.infer<typeof schemas.emailConfirmationSchema>;
