import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createPkce, freePort } from './helpers/identity.ts';
import { followToApp, openInteraction, signUp, startServer, stopServer, uniqueEmail, type Server } from './helpers/identity-flow.ts';

let server: Server;
const clock = { value: new Date('2026-11-23T09:00:00Z') };
const advance = (seconds: number) => (clock.value = new Date(clock.value.getTime() + seconds * 1000));

beforeAll(async () => {
  server = await startServer(await freePort(), 'memory://', { now: () => clock.value });
});
afterAll(() => stopServer(server));

describe('per-account sign-in back-off', () => {
  it('locks an account after five wrong passwords from any address, doubles the wait, and lets the right password in afterwards', async () => {
    const email = uniqueEmail();
    await signUp(new Browser(server.origin), { name: 'Ida Lock', email, password: 'the right password 42' });

    const browser = new Browser(server.origin);
    const page = await openInteraction(browser, createPkce());
    // Each guess from another client address: the per-address limit never sees more than one.
    let address = 0;
    const attempt = (password: string) => browser.post(`${page}/login`, { email, password }, { 'x-forwarded-for': `198.51.100.${(address += 1)}` });

    for (let i = 0; i < 4; i += 1) {
      const wrong = await attempt(`guess number ${i}`);
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toContain('The email or password is incorrect.');
    }
    const locked = await attempt('guess number 5');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('30');
    expect(await locked.text()).toContain('Too many wrong passwords for this account. Wait 30 seconds, then try again.');

    // While locked, not even the right password gets in.
    advance(29);
    const stillLocked = await attempt('the right password 42');
    expect(stillLocked.status).toBe(429);
    expect(await stillLocked.text()).toContain('Wait 1 second, then try again.');

    // The next wrong password doubles the wait.
    advance(2);
    const doubled = await attempt('guess number 6');
    expect(doubled.status).toBe(429);
    expect(await doubled.text()).toContain('Wait 1 minute, then try again.');

    advance(60);
    const right = await attempt('the right password 42');
    expect(right.status).toBe(303);
    expect((await followToApp(browser, right)).searchParams.get('code')).toBeTruthy();

    // Success cleared the count: four more mistakes are only mistakes.
    const next = new Browser(server.origin);
    const nextPage = await openInteraction(next, createPkce());
    for (let i = 0; i < 4; i += 1) {
      expect((await next.post(`${nextPage}/login`, { email, password: `again ${i}` })).status).toBe(401);
    }
  });

  it('holds under parallel guesses: once the free mistakes are used up, 30 guesses sent at once are all refused, the right password too', async () => {
    const email = uniqueEmail();
    await signUp(new Browser(server.origin), { name: 'Ada Parallel', email, password: 'the right password 43' });
    const browser = new Browser(server.origin);
    const page = await openInteraction(browser, createPkce());
    for (let i = 0; i < 4; i += 1) {
      expect((await browser.post(`${page}/login`, { email, password: `slow guess ${i}` })).status).toBe(401);
    }

    // One free attempt is left: the attempts that arrive together must take it in turn, not all read it as theirs.
    const guesses = Array.from({ length: 29 }, (_, i) => `parallel guess ${i}`);
    const answers = await Promise.all([...guesses, 'the right password 43'].map((password) => browser.post(`${page}/login`, { email, password })));

    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 30 }, () => 429));
    for (const answer of answers) expect(await answer.text()).toContain('Too many wrong passwords for this account.');
  });
});
