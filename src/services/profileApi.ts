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

export interface ProfileApi {
  get(options?: { signal?: AbortSignal }): Promise<Profile>;
  save(changes: ProfileChanges, options?: { signal?: AbortSignal }): Promise<Profile>;
  platformLimit(options?: { signal?: AbortSignal }): Promise<PlatformLimit | null>;
}

export function createProfileApi(http: HttpClient): ProfileApi {
  return {
    get: ({ signal } = {}) => http.get<Profile>('/profile', { signal }),
    save: (changes, { signal } = {}) => http.post<Profile>('/profile', changes, { signal }),
    platformLimit: async ({ signal } = {}) => {
      const limits = await http.get<PlatformLimit[]>('/profile/limits', { query: { key: 'platform' }, signal });
      return limits[0] ?? null;
    },
  };
}
