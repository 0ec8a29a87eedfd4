import type { z } from 'zod';
import type * as schemas from './schemas/config.ts';

// What GET /api/config and GET /api/health answer, inferred from the server's schemas (types only: the browser bundle
// holds no zod).
export type ClientConfig = z.infer<typeof schemas.clientConfigSchema>;
export type IdentityConfig = z.infer<typeof schemas.identityConfigSchema>;
export type PlanOffer = z.infer<typeof schemas.planOfferSchema>;
export type Health = z.infer<typeof schemas.healthSchema>;
