import type { SnapshotFrom } from 'xstate';
import type { ContactFormMachine } from './machine';

type ContactFormSnapshot = SnapshotFrom<ContactFormMachine>;

export const selectContactDraft = (snapshot: ContactFormSnapshot) => snapshot.context.draft;
export const selectContactFailure = (snapshot: ContactFormSnapshot) => snapshot.context.failure;
export const selectContactSending = (snapshot: ContactFormSnapshot) => snapshot.matches('sending');
export const selectContactSent = (snapshot: ContactFormSnapshot) => snapshot.matches('sent');
