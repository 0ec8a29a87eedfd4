import type { HttpClient } from './http';

export interface Health {
  status: string;
}

export function createHealthApi(http: HttpClient) {
  return {
    check: ({ signal }: { signal?: AbortSignal } = {}) => http.get<Health>('/health', { signal }),
  };
}

export type HealthApi = ReturnType<typeof createHealthApi>;
