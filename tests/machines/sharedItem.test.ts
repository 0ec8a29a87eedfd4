import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sharedItemMachine } from '../../src/machines/sharedItem/machine';
import type { SharedItem, SharedItemRequest } from '../../src/services/sharedItemApi';

describe('shared item machine (spec §5)', () => {
  it.each([
    [{ ownerId: 'o-1' }],
    [{ itemId: 'l-1' }],
    [{ ownerId: '', itemId: 'l-1' }],
  ])('is an error without both ids: %o', (input) => {
    let fetched = false;
    const actor = createActor(
      sharedItemMachine.provide({
        actors: {
          fetchSharedItem: fromPromise<SharedItem, SharedItemRequest>(async () => {
            fetched = true;
            throw new Error('not expected');
          }),
        },
      }),
      { input },
    ).start();
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.problem).toBe('A shared item needs both an owner id and an item id.');
    expect(fetched).toBe(false);
  });
});
