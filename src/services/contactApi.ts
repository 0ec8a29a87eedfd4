import type { HttpClient } from './http';

import { CONTACT_TOPICS, type ContactReceipt, type ContactTopic } from '../contracts/contact';

/** What a message is about, so the administrators can sort them (the server's list). */
export const contactTopics = CONTACT_TOPICS;
export type { ContactTopic };

export interface ContactMessage {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
}

export interface ContactApi {
  send(message: ContactMessage, options?: { signal?: AbortSignal }): Promise<ContactReceipt>;
}

export function createContactApi(http: HttpClient): ContactApi {
  return {
    send: (message, { signal } = {}) => http.post<ContactReceipt>('/contact', message, { signal }),
  };
}
