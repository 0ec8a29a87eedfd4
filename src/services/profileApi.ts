import type { ApiKey, Consumption, EmailConfirmation, EmailMove, NewApiKey, PlatformLimit, Profile, SubscriptionPortal } from '../contracts/profile';
import type { HttpClient } from './http';

export type { ApiKey, Consumption, EmailConfirmation, PlatformLimit, Profile, SubscriptionPortal };
/** A key just made: the one answer that carries the whole key. */
export type CreatedApiKey = NewApiKey;
/** A move link is on its way to the new address; the account moves when the teacher opens it. */
export type MoveRequested = EmailMove;

export type ProfileChanges = Partial<Pick<Profile, 'name' | 'onboarded' | 'market'>>;

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
  /** Whether the teacher's address is confirmed now (people-shares open to it only then). */
  emailConfirmation(options?: { signal?: AbortSignal }): Promise<EmailConfirmation>;
  /** Emails a new confirmation link; answers the sentence that says where it went. */
  sendConfirmationLink(options?: { signal?: AbortSignal }): Promise<{ message: string }>;
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
    emailConfirmation: ({ signal } = {}) => http.get<EmailConfirmation>('/profile/email-verification', { signal }),
    sendConfirmationLink: ({ signal } = {}) => http.post<{ message: string }>('/profile/email-verification', {}, { signal }),
  };
}
