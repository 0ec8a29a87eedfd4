import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { Browser, createPkce, freePort, type TokenResponse } from './helpers/identity.ts';
import { openInteraction, signUp, startServer, stopServer, tokenRequest, type Server } from './helpers/identity-flow.ts';

let server: Server;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = await startServer(await freePort(), 'memory://', { log: (line) => logLines.push(line) });
});
afterAll(() => stopServer(server));

let counter = 0;
const address = (name: string) => `${name}.${(counter += 1)}.${Date.now()}@school.example`;

/** Links written to the log for an address (no SMTP_URL in tests), oldest first. */
function loggedLinks(kind: 'Account move' | 'Email confirmation', email: string): string[] {
  return logLines
    .map((line) => String(line.msg ?? ''))
    .filter((msg) => msg.includes(`${kind} link for ${email}: `))
    .map((msg) => msg.split(': ').at(-1)!);
}

const api = (token: string, method: string, path: string, body?: unknown) =>
  fetch(`${server.origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
const migrate = (token: string, toEmail: string) => api(token, 'GET', `/api/profile/migrate?toEmail=${encodeURIComponent(toEmail)}`);

async function refresh(tokens: TokenResponse): Promise<TokenResponse> {
  const response = await tokenRequest(server.origin, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, scope: 'openid profile api' });
  expect(response.status).toBe(200);
  return (await response.json()) as TokenResponse;
}

async function signIn(email: string, password: string): Promise<Response> {
  const browser = new Browser(server.origin);
  const pkce = createPkce();
  const page = await openInteraction(browser, pkce);
  return browser.post(`${page}/login`, { email, password });
}

describe('GET /api/profile/migrate: moving an account to another email address', () => {
  it('moves the account only once the link mailed to the new address is opened, and the new address is confirmed', async () => {
    const password = 'moving house lessons 8';
    const from = address('ada');
    const tokens = await signUp(new Browser(server.origin), { name: 'Ada Mover', email: from, password });
    const to = address('ada.new');
    // Another teacher shares a lesson with the new address before Ada has it.
    const owner = await signUp(new Browser(server.origin), { name: 'Olive Owner', email: address('owner'), password: 'water cycle lessons 7' });
    const lesson = (await (await api(owner.access_token, 'POST', '/api/lesson', { title: 'Moving water', outcomes: ['ACSSU153'] })).json()) as { id: string };
    expect((await api(owner.access_token, 'PUT', `/api/sharing/lesson/${lesson.id}/people`, { emails: [to] })).status).toBe(200);

    const asked = await migrate(tokens.access_token, ` ${to.toUpperCase()} `);
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({
      email: to,
      message: `We sent a link to ${to}. Open it within 24 hours to move your account; until then you sign in with ${from}.`,
    });
    const [link] = loggedLinks('Account move', to);
    expect(link).toMatch(new RegExp(`^${server.origin}/identity/move-email\\?token=[\\w-]{43}$`));

    // Nothing moves before the link is opened.
    expect(((await (await api(tokens.access_token, 'GET', '/api/profile')).json()) as { email: string }).email).toBe(from);
    const before = await refresh(tokens);
    expect(decodeJwt(before.access_token)).toMatchObject({ email: from });

    const opened = await fetch(link!);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    const page = await opened.text();
    expect(page).toContain('Your account has moved');
    expect(page).toContain(`From now on, sign in with ${to} and your usual password.`);
    const again = await fetch(link!);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('This link no longer works');

    const renewed = await refresh(before);
    expect(decodeJwt(renewed.access_token)).toMatchObject({ email: to, email_verified: true });
    expect(((await (await api(renewed.access_token, 'GET', '/api/profile')).json()) as { email: string }).email).toBe(to);
    const withMe = (await (await api(renewed.access_token, 'GET', '/api/sharing/withme')).json()) as { id: string }[];
    expect(withMe.map((item) => item.id)).toEqual([lesson.id]);

    // Sign-in takes the new address with the same password; the old address no longer signs in.
    const signedIn = await signIn(to, password);
    expect(signedIn.status).toBe(303);
    const refused = await signIn(from, password);
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain('role="alert"');
  });

  it('a confirmation link for the old address, still unused, cannot move the account back', async () => {
    const from = address('bea');
    const tokens = await signUp(new Browser(server.origin), { name: 'Bea', email: from, password: 'ocean tides lesson 5' });
    await expect.poll(() => loggedLinks('Email confirmation', from).length).toBe(1);
    const to = address('bea.new');
    expect((await migrate(tokens.access_token, to)).status).toBe(202);
    expect((await fetch(loggedLinks('Account move', to)[0]!)).status).toBe(200);

    const oldConfirmation = await fetch(loggedLinks('Email confirmation', from)[0]!);
    expect(oldConfirmation.status).toBe(400);
    expect(decodeJwt((await refresh(tokens)).access_token)).toMatchObject({ email: to, email_verified: true });
  });

  it('a move link opened at the confirmation page is refused there and not used up: it still moves the account from its own page', async () => {
    const from = address('fay');
    const tokens = await signUp(new Browser(server.origin), { name: 'Fay', email: from, password: 'river deltas unit 9' });
    const to = address('fay.new');
    expect((await migrate(tokens.access_token, to)).status).toBe(202);
    const moveLink = loggedLinks('Account move', to)[0]!;

    const wrongPage = await fetch(moveLink.replace('/identity/move-email?', '/identity/verify-email?'));
    expect(wrongPage.status).toBe(400);
    expect(await wrongPage.text()).toContain('This link no longer works');
    const unmoved = await refresh(tokens);
    expect(decodeJwt(unmoved.access_token)).toMatchObject({ email: from, email_verified: false });

    const opened = await fetch(moveLink);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Your account has moved');
    expect(decodeJwt((await refresh(unmoved)).access_token)).toMatchObject({ email: to, email_verified: true });
  });

  it('a confirmation link opened at the move page is refused there and not used up: it still confirms the address from its own page', async () => {
    const from = address('gus');
    const tokens = await signUp(new Browser(server.origin), { name: 'Gus', email: from, password: 'weather maps unit 6' });
    await expect.poll(() => loggedLinks('Email confirmation', from).length).toBe(1);
    const confirmationLink = loggedLinks('Email confirmation', from)[0]!;

    const wrongPage = await fetch(confirmationLink.replace('/identity/verify-email?', '/identity/move-email?'));
    expect(wrongPage.status).toBe(400);
    expect(await wrongPage.text()).toContain('This link no longer works');
    const unconfirmed = await refresh(tokens);
    expect(decodeJwt(unconfirmed.access_token)).toMatchObject({ email: from, email_verified: false });

    const opened = await fetch(confirmationLink);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('Your email address is confirmed');
    expect(decodeJwt((await refresh(unconfirmed)).access_token)).toMatchObject({ email: from, email_verified: true });
  });

  it('keeps the account where it is when the new address was taken by another account before the link was opened', async () => {
    const from = address('cy');
    const tokens = await signUp(new Browser(server.origin), { name: 'Cy', email: from, password: 'volcano models 12' });
    const to = address('cy.new');
    expect((await migrate(tokens.access_token, to)).status).toBe(202);
    await signUp(new Browser(server.origin), { name: 'Someone Else', email: to, password: 'glacier lessons 31' });

    const opened = await fetch(loggedLinks('Account move', to)[0]!);
    expect(opened.status).toBe(409);
    expect(await opened.text()).toContain('That address already has an account');
    expect(decodeJwt((await refresh(tokens)).access_token)).toMatchObject({ email: from });
  });

  it('says what to fix: a missing, malformed, unchanged or taken address, or another field', async () => {
    const from = address('dee');
    const tokens = await signUp(new Browser(server.origin), { name: 'Dee', email: from, password: 'rainforest unit 44' });
    const taken = address('taken');
    await signUp(new Browser(server.origin), { name: 'Taken', email: taken, password: 'desert biomes 19' });

    const missing = await api(tokens.access_token, 'GET', '/api/profile/migrate');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual([{ field: 'toEmail', message: 'Give the email address to move your account to in toEmail' }]);
    const malformed = await migrate(tokens.access_token, 'not an address');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { field: string }[])[0]!.field).toBe('toEmail');
    const same = await migrate(tokens.access_token, from.toUpperCase());
    expect(same.status).toBe(400);
    expect(await same.json()).toEqual([{ field: 'toEmail', message: 'Your account already uses this address: give a different one' }]);
    const other = await migrate(tokens.access_token, taken);
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ statusCode: 409, message: 'Another Teachkit account uses that address: give a different one, or remove that account first' });
    const extra = await api(tokens.access_token, 'GET', `/api/profile/migrate?toEmail=${address('x')}&confirm=yes`);
    expect(extra.status).toBe(400);
    expect(await extra.json()).toEqual([{ field: 'confirm', message: 'Only toEmail is accepted here' }]);
    expect(loggedLinks('Account move', taken)).toEqual([]);
  });

  it('counts move links with confirmation links: three an hour per account, then a 429 that says when to ask again', async () => {
    const from = address('eve');
    const tokens = await signUp(new Browser(server.origin), { name: 'Eve', email: from, password: 'coral reefs unit 23' });
    await expect.poll(() => loggedLinks('Email confirmation', from).length).toBe(1);
    expect((await migrate(tokens.access_token, address('eve.a'))).status).toBe(202);
    expect((await migrate(tokens.access_token, address('eve.b'))).status).toBe(202);
    const refused = await migrate(tokens.access_token, address('eve.c'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^You asked for several links in the last hour\. Open the newest email, or ask again in /);
  });

  it('needs a signed-in teacher', async () => {
    const anonymous = await fetch(`${server.origin}/api/profile/migrate?toEmail=${address('anon')}`);
    expect(anonymous.status).toBe(401);
  });
});
