import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accountMoveMachine, isNewAddress } from '../../src/machines/accountMove/machine';
import { ApiError } from '../../src/services/apiError';
import type { MoveRequested } from '../../src/services/profileApi';

function start(request: (toEmail: string) => Promise<MoveRequested>) {
  const sent: string[] = [];
  const actor = createActor(
    accountMoveMachine.provide({
      actors: {
        requestMove: fromPromise<MoveRequested, { toEmail: string }>(({ input }) => {
          sent.push(input.toEmail);
          return request(input.toEmail);
        }),
      },
    }),
    { input: { email: 'ada@school.example' } },
  ).start();
  return { actor, sent };
}

describe('account move machine', () => {
  it('sends the typed address once it is a different address, then shows where the link went', async () => {
    const { actor, sent } = start(async (toEmail) => ({ email: toEmail, message: `We sent a link to ${toEmail}.` }));
    actor.send({ type: 'move.start' });
    actor.send({ type: 'move.typed', text: ' ADA@school.example ' });
    expect(actor.getSnapshot().can({ type: 'move.send' })).toBe(false);
    actor.send({ type: 'move.typed', text: 'ada@home' });
    expect(actor.getSnapshot().can({ type: 'move.send' })).toBe(false);
    actor.send({ type: 'move.typed', text: ' ada@home.example ' });
    actor.send({ type: 'move.send' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sent).toEqual(['ada@home.example']);
    expect(actor.getSnapshot().context.sentMessage).toBe('We sent a link to ada@home.example.');
    actor.send({ type: 'move.again' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ typed: '', sentMessage: null });
  });

  it('keeps the form with the server’s reason when the move is refused', async () => {
    const { actor } = start(async () => {
      throw new ApiError(409, 'Another Teachkit account uses that address: give a different one, or remove that account first');
    });
    actor.send({ type: 'move.start' });
    actor.send({ type: 'move.typed', text: 'taken@school.example' });
    actor.send({ type: 'move.send' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.message).toBe('Another Teachkit account uses that address: give a different one, or remove that account first');
    expect(actor.getSnapshot().context.typed).toBe('taken@school.example');
    actor.send({ type: 'move.cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it.each([
    ['bea@school.example', true],
    ['Ada@School.Example', false],
    ['not an address', false],
    ['', false],
  ])('isNewAddress(%s) is %s for ada@school.example', (typed, expected) => {
    expect(isNewAddress(typed, 'ada@school.example')).toBe(expected);
  });
});
