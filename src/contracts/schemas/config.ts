import { z } from 'zod';
import { TIERS } from '../plans.ts';

/** What the server hands the browser before anything else (GET /api/config, GET /api/health), as zod schemas. */

/** What the pricing page and the upgrade prompts show: each plan's allowance and where a teacher gets more. */
export const planOfferSchema = z.object({
  /** Robot actions per shift for each plan, as this installation sets them (LIMIT_*). */
  actionsPerShift: z.object(Object.fromEntries(TIERS.map((tier) => [tier, z.number()])) as Record<(typeof TIERS)[number], z.ZodNumber>),
  /** The billing portal (BILLING_PORTAL_URL) where a teacher changes plan; null when the administrator assigns plans. */
  billingPortalUrl: z.string().nullable(),
});

export const identityConfigSchema = z.object({
  mode: z.enum(['embedded', 'b2c']),
  clientId: z.string(),
  authority: z.string(),
  knownAuthorities: z.array(z.string()),
  protocolMode: z.enum(['OIDC', 'AAD']),
  /** The provider's discovery document as JSON, given only where MSAL must not fetch it (DESIGN §4a). */
  authorityMetadata: z.string().optional(),
  /** Scopes for signing in. */
  scopes: z.array(z.string()),
  /** Scopes for the API access token. */
  apiScopes: z.array(z.string()),
});

export const clientConfigSchema = z.object({
  apiBase: z.string(),
  /** The largest upload accepted, so the browser can refuse a larger file before sending it. */
  uploadMaxBytes: z.number(),
  plans: planOfferSchema,
  identity: identityConfigSchema,
});

export const healthSchema = z.object({ status: z.literal('ok') });
