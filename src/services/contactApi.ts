import type { HttpClient } from './http';

/** What a message is about, so the administrators can sort them (the server's list). */
export const contactTopics = ['help', 'account', 'plan', 'feedback', 'other'] as const;
export type ContactTopic = (typeof contactTopics)[number];

export interface ContactMessage {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
}

export interface ContactApi {
  send(message: ContactMessage, options?: { signal?: AbortSignal }): Promise<{ id: string; received: boolean }>;
}

export function createContactApi(http: HttpClient): ContactApi {
  return {
    send: (message, { signal } = {}) => http.post<{ id: string; received: boolean }>('/contact', message, { signal }),
  };
}
