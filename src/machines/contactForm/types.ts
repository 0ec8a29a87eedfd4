import type { Failure } from '../../lib/failure';
import type { ContactMessage } from '../../services/contactApi';

export interface ContactFormInput {
  /** Filled in from the signed-in teacher's profile; empty for visitors. */
  name: string;
  email: string;
}

export interface ContactFormContext {
  draft: ContactMessage;
  failure: Failure | null;
}

export type ContactField = keyof ContactMessage;

export type ContactFormEvent =
  | { type: 'contact.changed'; field: ContactField; value: string }
  | { type: 'contact.send' }
  | { type: 'contact.writeAnother' };
