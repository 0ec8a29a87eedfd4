import { describe, expect, it, vi } from 'vitest';
import { lazyClient } from '../../src/services/lazyClient';

interface Greeter {
  greet(name: string, punctuation: string): Promise<string>;
  count(): Promise<number>;
}

function greeter(): Greeter {
  let calls = 0;
  return {
    greet: async (name, punctuation) => `Hello, ${name}${punctuation}`,
    count: async () => (calls += 1),
  };
}

describe('a client created on first use', () => {
  it('loads nothing until a method is called, then loads once and passes every argument through', async () => {
    const load = vi.fn(async () => greeter());
    const client = lazyClient(load);
    const { greet } = client;
    expect(load).not.toHaveBeenCalled();

    await expect(greet('Ada', '!')).resolves.toBe('Hello, Ada!');
    await expect(Promise.all([client.count(), client.count()])).resolves.toEqual([1, 2]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands out the same function for a method every time, so views can keep it as a dependency', () => {
    const client = lazyClient(async () => greeter());
    expect(client.greet).toBe(client.greet);
  });

  it('tries the download again on the next call after a failed one', async () => {
    const load = vi.fn<() => Promise<Greeter>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(greeter());
    const client = lazyClient(load);
    await expect(client.greet('Ada', '.')).rejects.toThrow('offline');
    await expect(client.greet('Ada', '.')).resolves.toBe('Hello, Ada.');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not a promise, so returning it from an async function hands out the client itself', async () => {
    const client = lazyClient(async () => greeter());
    expect((client as unknown as { then?: unknown }).then).toBeUndefined();
    const handedOut = await (async () => client)();
    expect(handedOut).toBe(client);
  });

  it('says which method the loaded client lacks', async () => {
    const client = lazyClient(async () => greeter()) as unknown as { farewell(): Promise<string> };
    await expect(client.farewell()).rejects.toThrow('The client has no method farewell');
  });
});
