import type { Failure } from '../../lib/failure';
import type { ContactMessage, ContactTopic } from '../../services/contactApi';

export interface ContactFormInput {
  /** Filled in from the signed-in teacher's profile; empty for visitors. */
  name: string;
  email: string;
  /** The topic a link chose (the upgrade prompts open the form on "plan"); "help" otherwise. */
  topic?: ContactTopic;
}

export interface ContactFormContext {
  draft: ContactMessage;
  failure: Failure | null;
}

export type ContactField = keyof ContactMessage;

export type ContactFormEvent =
  | { type: 'contact.changed'; field: ContactField; value: string }
  | { type: 'contact.send' }
  /** The signed-in teacher became known after the form opened: fills name and email where still empty. */
  | { type: 'contact.identified'; name: string; email: string }
  | { type: 'contact.writeAnother' };
