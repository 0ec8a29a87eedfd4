import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import type { IdentityConfig } from '../../config.ts';
import { replies } from '../../schema/errors.ts';

/** What the pricing page and the upgrade prompts show: each plan's allowance and where a teacher gets more. */
const planOfferSchema = z.object({
  /** Robot actions per shift for each plan, as this installation sets them (LIMIT_*). */
  actionsPerShift: z.record(z.string(), z.number()),
  /** The billing portal (BILLING_PORTAL_URL) where a teacher changes plan; null when the administrator assigns plans. */
  billingPortalUrl: z.string().nullable(),
});
export type PlanOffer = z.infer<typeof planOfferSchema>;

const clientConfigSchema = z.object({
  apiBase: z.string(),
  /** The largest upload accepted, so the browser can refuse a larger file before sending it. */
  uploadMaxBytes: z.number(),
  plans: planOfferSchema,
  identity: z.object({
    mode: z.enum(['embedded', 'b2c'] as const satisfies readonly IdentityConfig['mode'][]),
    clientId: z.string(),
    authority: z.string(),
    knownAuthorities: z.array(z.string()),
    protocolMode: z.enum(['OIDC', 'AAD']),
    /** The provider's discovery document as JSON, given only where MSAL must not fetch it (DESIGN §4a). */
    authorityMetadata: z.string().optional(),
    scopes: z.array(z.string()),
    apiScopes: z.array(z.string()),
  }),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface ConfigRouteOptions {
  identity: IdentityConfig;
  /** The embedded provider's discovery document, when it runs in this process. */
  discovery: (() => Promise<Record<string, unknown>>) | undefined;
  uploadMaxBytes: number;
  plans: PlanOffer;
}

/**
 * What the browser needs to sign in. MSAL refuses an http authority, so for the embedded provider on a loopback
 * http address the authority is named with https and the real (http) discovery document is handed over inline.
 */
export function configRoutes({ identity, discovery, uploadMaxBytes, plans }: ConfigRouteOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/config', { schema: { summary: 'What the browser needs to sign in', response: replies({ 200: clientConfigSchema }) } }, async (): Promise<ClientConfig> => {
      const base = {
        mode: identity.mode,
        clientId: identity.clientId,
        scopes: ['openid', 'profile', 'email', 'offline_access', identity.apiScope],
        apiScopes: [identity.apiScope],
      };
      if (identity.mode === 'b2c') {
        return {
          apiBase: '/api',
          uploadMaxBytes,
          plans,
          identity: { ...base, authority: identity.authority, knownAuthorities: [new URL(identity.authority).host], protocolMode: 'AAD' },
        };
      }
      const authority = new URL(identity.authority);
      const insecureLoopback = authority.protocol === 'http:' && LOOPBACK.has(authority.hostname);
      return {
        apiBase: '/api',
        uploadMaxBytes,
        plans,
        identity: {
          ...base,
          authority: insecureLoopback ? identity.authority.replace(/^http:/, 'https:') : identity.authority,
          knownAuthorities: [authority.host],
          protocolMode: 'OIDC',
          ...(insecureLoopback && discovery ? { authorityMetadata: JSON.stringify(await discovery()) } : {}),
        },
      };
    });

    app.get('/health', { schema: { summary: 'Whether the server is up', response: replies({ 200: z.object({ status: z.literal('ok') }) }) } }, async () => ({ status: 'ok' as const }));
  };
}
