import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { contactFormMachine } from '../../src/machines/contactForm/machine';
import { ApiError } from '../../src/services/apiError';
import type { ContactMessage } from '../../src/services/contactApi';

function start(send: (message: ContactMessage) => Promise<void>) {
  const sendMessage = vi.fn(send);
  const actor = createActor(contactFormMachine.provide({ actors: { sendMessage: fromPromise(({ input }) => sendMessage(input)) } }), {
    input: { name: 'Ada', email: 'ada@example.org' },
  }).start();
  return { actor, sendMessage };
}

describe('contact form machine', () => {
  it('sends the draft, confirms, and starts another message keeping who writes', async () => {
    const { actor, sendMessage } = start(async () => {});
    actor.send({ type: 'contact.changed', field: 'topic', value: 'plan' });
    actor.send({ type: 'contact.changed', field: 'message', value: 'Please move me to the school plan.' });
    actor.send({ type: 'contact.send' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sendMessage).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.org', topic: 'plan', message: 'Please move me to the school plan.' });
    actor.send({ type: 'contact.writeAnother' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual({ name: 'Ada', email: 'ada@example.org', topic: 'help', message: '' });
  });

  it('fills name and email from a teacher known later, never over what was typed', () => {
    const actor = createActor(contactFormMachine, { input: { name: '', email: '' } }).start();
    actor.send({ type: 'contact.changed', field: 'name', value: 'Ms Lovelace' });
    actor.send({ type: 'contact.identified', name: 'Ada', email: 'ada@example.org' });
    expect(actor.getSnapshot().context.draft).toEqual({ name: 'Ms Lovelace', email: 'ada@example.org', topic: 'help', message: '' });
  });

  it('keeps the draft with each reason by field when the server refuses it', async () => {
    const { actor } = start(async () =>
      Promise.reject(new ApiError(400, 'Validation Error', [{ field: 'message', message: 'Write a little more: at least 10 characters, so we know how to help' }])),
    );
    actor.send({ type: 'contact.changed', field: 'message', value: 'Hi' });
    actor.send({ type: 'contact.send' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.fields).toEqual({ message: 'Write a little more: at least 10 characters, so we know how to help' });
    expect(actor.getSnapshot().context.draft.message).toBe('Hi');
  });
});

describe('the contact form opened on a topic', () => {
  it('starts on the topic it was opened with, and a new message after sending goes back to help', async () => {
    const actor = createActor(contactFormMachine.provide({ actors: { sendMessage: fromPromise<void, ContactMessage>(async () => {}) } }), {
      input: { name: 'Ada', email: 'ada@example.org', topic: 'plan' },
    }).start();
    expect(actor.getSnapshot().context.draft.topic).toBe('plan');
    actor.send({ type: 'contact.changed', field: 'message', value: 'Please move me to the Pro plan.' });
    actor.send({ type: 'contact.send' });
    await waitFor(actor, (s) => s.matches('sent'));
    actor.send({ type: 'contact.writeAnother' });
    expect(actor.getSnapshot().context.draft.topic).toBe('help');
    actor.stop();
  });
});
