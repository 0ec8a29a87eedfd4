/** The public configuration the server hands to the browser at GET /api/config. */
import type { ClientConfig, IdentityConfig, PlanOffer } from '../contracts/config';

export type { IdentityConfig, PlanOffer };
export type ProtocolMode = IdentityConfig['protocolMode'];

/** GET /api/config as the server answers it; the plans and the upload limit may be absent from an older server. */
export type AppConfig = Omit<ClientConfig, 'plans' | 'uploadMaxBytes'> & Partial<Pick<ClientConfig, 'plans' | 'uploadMaxBytes'>>;

export const defaultApiBase = '/api';
export const configPath = '/api/config';

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

function asStringArray(value: unknown, fallback: string[]): string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : fallback;
}

const TIERS = ['free', 'starter', 'pro', 'pilot', 'institution'] as const;

function parsePlans(raw: unknown): PlanOffer | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { actionsPerShift, billingPortalUrl } = raw as Record<string, unknown>;
  if (typeof actionsPerShift !== 'object' || actionsPerShift === null) return undefined;
  const limits = actionsPerShift as Record<string, unknown>;
  if (!TIERS.every((tier) => typeof limits[tier] === 'number')) return undefined;
  return {
    actionsPerShift: Object.fromEntries(TIERS.map((tier) => [tier, limits[tier]])) as PlanOffer['actionsPerShift'],
    // Only a web address is ever made a link.
    billingPortalUrl: typeof billingPortalUrl === 'string' && /^https?:\/\//i.test(billingPortalUrl) ? billingPortalUrl : null,
  };
}

/** Checks the shape loosely and fills defaults, so a partial config fails early with a clear message. */
export function parseConfig(raw: unknown): AppConfig {
  if (typeof raw !== 'object' || raw === null) throw new Error('The server sent no configuration');
  const record = raw as Record<string, unknown>;
  const identity = record.identity as Record<string, unknown> | undefined;
  if (!identity || typeof identity.clientId !== 'string' || typeof identity.authority !== 'string') {
    throw new Error('The server configuration has no identity provider');
  }
  const result: AppConfig = {
    apiBase: typeof record.apiBase === 'string' && record.apiBase ? record.apiBase : defaultApiBase,
    identity: {
      mode: identity.mode === 'b2c' ? 'b2c' : 'embedded',
      clientId: identity.clientId,
      authority: identity.authority,
      knownAuthorities: asStringArray(identity.knownAuthorities, []),
      protocolMode: identity.protocolMode === 'AAD' ? 'AAD' : 'OIDC',
      scopes: asStringArray(identity.scopes, ['openid', 'profile', 'email', 'offline_access']),
      apiScopes: asStringArray(identity.apiScopes, []),
    },
  };
  if (typeof record.uploadMaxBytes === 'number' && record.uploadMaxBytes > 0) result.uploadMaxBytes = record.uploadMaxBytes;
  const plans = parsePlans(record.plans);
  if (plans) result.plans = plans;
  if (typeof identity.authorityMetadata === 'string' && identity.authorityMetadata) {
    result.identity.authorityMetadata = identity.authorityMetadata;
  }
  return result;
}

export async function loadConfig(
  { signal, fetchImpl = fetch, origin = globalThis.location?.origin ?? '' }: { signal?: AbortSignal; fetchImpl?: FetchLike; origin?: string } = {},
): Promise<AppConfig> {
  const response = await fetchImpl(`${origin}${configPath}`, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load the configuration (HTTP ${response.status})`);
  return parseConfig(await response.json());
}
