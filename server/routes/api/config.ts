import { z } from 'zod';
import type { FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import type { IdentityConfig, PlanLimits } from '../../config.ts';

export interface ClientConfig {
  apiBase: string;
  /** The largest upload accepted, so the browser can refuse a larger file before sending it. */
  uploadMaxBytes: number;
  plans: PlanOffer;
  identity: {
    mode: IdentityConfig['mode'];
    clientId: string;
    authority: string;
    knownAuthorities: string[];
    protocolMode: 'OIDC' | 'AAD';
    /** The provider's discovery document as JSON, given only where MSAL must not fetch it (DESIGN §4a). */
    authorityMetadata?: string;
    scopes: string[];
    apiScopes: string[];
  };
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** What the pricing page and the upgrade prompts show: each plan's allowance and where a teacher gets more. */
export interface PlanOffer {
  /** Robot actions per shift for each plan, as this installation sets them (LIMIT_*). */
  actionsPerShift: PlanLimits;
  /** The billing portal (BILLING_PORTAL_URL) where a teacher changes plan; null when the administrator assigns plans. */
  billingPortalUrl: string | null;
}

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
    app.get('/config', async (): Promise<ClientConfig> => {
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

    app.get('/health', { schema: { summary: 'Whether the server is up', response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({ status: 'ok' as const }));
  };
}
