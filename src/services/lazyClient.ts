/** A client whose every member is an async function: the only kind whose module can arrive after it is handed out. */
export type AsyncClient<T> = { [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never };

/**
 * Hands out a client before its code is loaded: the first call runs `load` (a dynamic import and the factory), every
 * call waits for it and goes to the real client. A first visit that makes no such call never downloads the module.
 * A failed load is forgotten, so the next call tries again.
 *
 * The members are not known before the module arrives, hence a Proxy; each member is made once, so a view or hook can
 * keep one as a stable dependency. `then` is left undefined so the client is never taken for a promise.
 */
export function lazyClient<T extends AsyncClient<T>>(load: () => Promise<T>): T {
  let loading: Promise<T> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const members = new Map<PropertyKey, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as T, {
    get(_target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      let member = members.get(name);
      if (!member) {
        member = async (...args: unknown[]) => {
          const client = (await loaded()) as Record<string, (...args: unknown[]) => Promise<unknown>>;
          const call = client[name];
          if (typeof call !== 'function') throw new TypeError(`The client has no method ${name}`);
          return call.apply(client, args);
        };
        members.set(name, member);
      }
      return member;
    },
  });
}
