import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { ContactMessage, ContactTopic } from '../../services/contactApi';
import type { ContactFormContext, ContactFormEvent, ContactFormInput } from './types';

/**
 * The contact form: name, email, topic and message are a draft until sent. A refused or failed send keeps the
 * draft, with each message beside its field; a sent message is confirmed, and "Write another" starts a new one
 * keeping who is writing.
 */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as ContactFormInput,
  },
  actors: {
    sendMessage: fromPromise<void, ContactMessage>(async () => {
      throw new Error('sendMessage is not provided');
    }),
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({ draft: { name: input.name, email: input.email, topic: input.topic ?? 'help', message: '' }, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'contact.changed': {
          actions: assign({
            draft: ({ context, event }) =>
              event.field === 'topic' ? { ...context.draft, topic: event.value as ContactTopic } : { ...context.draft, [event.field]: event.value },
          }),
        },
        'contact.send': { target: 'sending', actions: assign({ failure: null }) },
        'contact.identified': {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, name: context.draft.name || event.name, email: context.draft.email || event.email }),
          }),
        },
      },
    },
    sending: {
      invoke: {
        src: 'sendMessage',
        input: ({ context }) => context.draft,
        onDone: 'sent',
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    sent: {
      on: {
        'contact.writeAnother': { target: 'editing', actions: assign({ draft: ({ context }) => ({ ...context.draft, topic: 'help', message: '' }) }) },
      },
    },
  },
});

export type ContactFormMachine = typeof contactFormMachine;
