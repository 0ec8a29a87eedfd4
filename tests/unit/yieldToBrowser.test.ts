import { describe, expect, it } from 'vitest';
import { yieldToBrowser } from '../../src/lib/yieldToBrowser';

describe('yielding to the browser between pieces of start-up work', () => {
  it('resumes in a later task: every microtask queued in the current one runs first', async () => {
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('resumed'));
    // A long chain of microtasks, each queueing the next: a promise that resolved within this task would run among them.
    let chain = Promise.resolve();
    for (let step = 0; step < 200; step++) chain = chain.then(() => void order.push('microtask'));
    await Promise.all([yielded, chain]);
    expect(order.indexOf('resumed')).toBe(200);
  });
});
