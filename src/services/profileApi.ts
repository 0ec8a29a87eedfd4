import type { HttpClient } from './http';

export type SubscriptionTier = 'pro' | 'starter' | 'pilot' | 'institution' | '';

export interface Profile {
  id: string;
  name: string;
  email: string;
  onboarded?: boolean;
  subscription: SubscriptionTier;
  subscriptionEnd: string | null;
  market: string;
}

export type ProfileChanges = Partial<Pick<Profile, 'name' | 'onboarded' | 'market'>>;

export interface PlatformLimit {
  max: number;
  consumed: number;
  resetTimeUtc: string;
}

/** An API key as listed: only its first characters are ever shown again. */
export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A key just made: the one answer that carries the whole key. */
export interface CreatedApiKey extends ApiKey {
  key: string;
}

export interface Consumption {
  startDate: string;
  endDate: string;
  total: number;
  days: { date: string; actions: number }[];
}

/** Where the plan is changed: a billing portal, or the school's administrator. */
export interface SubscriptionPortal {
  url: string | null;
  managed: boolean;
  message?: string;
}

/** A move link is on its way to the new address; the account moves when the teacher opens it. */
export interface MoveRequested {
  email: string;
  message: string;
}

export interface ProfileApi {
  get(options?: { signal?: AbortSignal }): Promise<Profile>;
  save(changes: ProfileChanges, options?: { signal?: AbortSignal }): Promise<Profile>;
  platformLimit(options?: { signal?: AbortSignal }): Promise<PlatformLimit | null>;
  apiKeys(options?: { signal?: AbortSignal }): Promise<ApiKey[]>;
  createApiKey(name: string, options?: { signal?: AbortSignal }): Promise<CreatedApiKey>;
  revokeApiKey(id: string, options?: { signal?: AbortSignal }): Promise<void>;
  consumption(range: { startDate: string; endDate: string }, options?: { signal?: AbortSignal }): Promise<Consumption>;
  subscriptionPortal(options?: { signal?: AbortSignal }): Promise<SubscriptionPortal>;
  /** Removes the account and everything in it; the server checks confirm against the teacher's email. */
  removeAccount(confirm: string, options?: { signal?: AbortSignal }): Promise<void>;
  /** Mails a one-time link to `toEmail` that moves the account there once opened. */
  requestAccountMove(toEmail: string, options?: { signal?: AbortSignal }): Promise<MoveRequested>;
}

export function createProfileApi(http: HttpClient): ProfileApi {
  return {
    get: ({ signal } = {}) => http.get<Profile>('/profile', { signal }),
    save: (changes, { signal } = {}) => http.post<Profile>('/profile', changes, { signal }),
    platformLimit: async ({ signal } = {}) => {
      const limits = await http.get<PlatformLimit[]>('/profile/limits', { query: { key: 'platform' }, signal });
      return limits[0] ?? null;
    },
    apiKeys: ({ signal } = {}) => http.get<ApiKey[]>('/profile/api-keys', { signal }),
    createApiKey: (name, { signal } = {}) => http.post<CreatedApiKey>('/profile/api-key', { name }, { signal }),
    revokeApiKey: (id, { signal } = {}) => http.request<void>(`/profile/api-key/${encodeURIComponent(id)}`, { method: 'DELETE', signal }),
    consumption: (range, { signal } = {}) => http.get<Consumption>('/profile/consumption', { query: range, signal }),
    subscriptionPortal: ({ signal } = {}) => http.get<SubscriptionPortal>('/profile/subscription-portal-url', { signal }),
    removeAccount: (confirm, { signal } = {}) => http.request<void>('/profile', { method: 'DELETE', query: { confirm }, signal }),
    requestAccountMove: (toEmail, { signal } = {}) => http.get<MoveRequested>('/profile/migrate', { query: { toEmail }, signal }),
  };
}
