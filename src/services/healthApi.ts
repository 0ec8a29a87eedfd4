import type { Health } from '../contracts/config';
import type { HttpClient } from './http';

export type { Health };

export function createHealthApi(http: HttpClient) {
  return {
    check: ({ signal }: { signal?: AbortSignal } = {}) => http.get<Health>('/health', { signal }),
  };
}

export type HealthApi = ReturnType<typeof createHealthApi>;
