import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { Browser, createPkce, freePort, inputValue, type TokenResponse } from './helpers/identity.ts';
import { openInteraction, signUp, startServer, stopServer, tokenRequest, type Server } from './helpers/identity-flow.ts';

let server: Server;
const logLines: Record<string, unknown>[] = [];
const clock = { value: new Date('2026-11-23T09:00:00Z') };

beforeAll(async () => {
  server = await startServer(await freePort(), 'memory://', { log: (line) => logLines.push(line), now: () => clock.value });
});
afterAll(() => stopServer(server));

let counter = 0;
function address(name: string): string {
  counter += 1;
  return `${name}.${counter}.${Date.now()}@school.example`;
}

/** The confirmation links logged for an address (no SMTP_URL in tests), oldest first. */
function loggedLinks(email: string): string[] {
  return logLines
    .map((line) => String(line.msg ?? ''))
    .filter((msg) => msg.includes(`Email confirmation link for ${email}: `))
    .map((msg) => msg.split(': ').at(-1)!);
}

/** Links go out beside the answer (a slow mail server must not hold up sign-in), so wait for the log line. */
async function linksSent(email: string, count: number): Promise<string[]> {
  await expect.poll(() => loggedLinks(email).length).toBe(count);
  return loggedLinks(email);
}

const api = (token: string, method: string, path: string, body?: unknown) =>
  fetch(`${server.origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

async function refresh(tokens: TokenResponse): Promise<TokenResponse> {
  const response = await tokenRequest(server.origin, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, scope: 'openid profile api' });
  expect(response.status).toBe(200);
  return (await response.json()) as TokenResponse;
}

describe('people-shares and email confirmation', () => {
  it('opens a people-share to a new account only after its owner confirmed the address through the emailed link', async () => {
    const owner = await signUp(new Browser(server.origin), { name: 'Olive Owner', email: address('owner'), password: 'water cycle lessons 7' });
    const lesson = (await (await api(owner.access_token, 'POST', '/api/lesson', { title: 'Water cycle', outcomes: ['3.NF.A.1'] })).json()) as { id: string };
    const ownerId = decodeJwt(owner.access_token).sub!;

    // Shared with an address nobody owns yet, typed with capitals and spaces.
    const recipient = address('recipient');
    const shared = await api(owner.access_token, 'PUT', `/api/sharing/lesson/${lesson.id}/people`, { emails: [`  ${recipient.toUpperCase()} `] });
    expect(shared.status).toBe(200);
    expect(((await shared.json()) as { emails: string[] }).emails).toEqual([recipient]);

    // Someone signs up with that address: the account exists, but the address is not proven.
    const tokens = await signUp(new Browser(server.origin), { name: 'Rita Recipient', email: recipient, password: 'tidal pools and rain 4' });
    expect(decodeJwt(tokens.id_token)).toMatchObject({ email: recipient, email_verified: false });
    expect(decodeJwt(tokens.access_token)).toMatchObject({ email: recipient, email_verified: false });
    expect(await (await api(tokens.access_token, 'GET', '/api/sharing/withme')).json()).toEqual([]);
    const refused = await api(tokens.access_token, 'GET', `/api/sharing/shared/${ownerId}/${lesson.id}`);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ statusCode: 404, message: "Not Found or You don't have Access" });

    // Sign-up sent one link; without a mail server it is in the log, in one line, for the administrator.
    const [link] = await linksSent(recipient, 1);
    expect(link).toMatch(new RegExp(`^${server.origin}/identity/verify-email\\?token=[\\w-]{43}$`));
    const opened = await fetch(link!);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    expect(opened.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await opened.text()).toContain('Your email address is confirmed');
    // Once only.
    const again = await fetch(link!);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('This link no longer works');

    // The next token (MSAL renews them silently) says the address is verified, and the share opens.
    const renewed = await refresh(tokens);
    expect(decodeJwt(renewed.access_token)).toMatchObject({ email_verified: true });
    const withMe = (await (await api(renewed.access_token, 'GET', '/api/sharing/withme')).json()) as { id: string; ownerName: string }[];
    expect(withMe).toEqual([expect.objectContaining({ id: lesson.id, ownerName: 'Olive Owner' })]);
    const fetched = await api(renewed.access_token, 'GET', `/api/sharing/shared/${ownerId}/${lesson.id}`);
    expect(fetched.status).toBe(200);
    expect(((await fetched.json()) as { sharedLesson: { lesson: { title: string } } }).sharedLesson.lesson.title).toBe('Water cycle');
  });

  it('keeps a link for the address it was sent to only, and for 24 hours', async () => {
    const email = address('late');
    const tokens = await signUp(new Browser(server.origin), { name: 'Leo Late', email, password: 'slow mail arrives 9' });
    const [link] = await linksSent(email, 1);
    const start = clock.value;
    clock.value = new Date(start.getTime() + 24 * 60 * 60 * 1000 + 1000);
    try {
      const expired = await fetch(link!);
      expect(expired.status).toBe(400);
      expect(await expired.text()).toContain('Confirmation links work once and for 24 hours.');
    } finally {
      clock.value = start;
    }
    expect(decodeJwt((await refresh(tokens)).access_token)).toMatchObject({ email_verified: false });
    expect((await fetch(`${server.origin}/identity/verify-email?token=made-up`)).status).toBe(400);
    expect((await fetch(`${server.origin}/identity/verify-email`)).status).toBe(400);
  });

  it('sends a new link on request, at most three an hour, and none once the address is confirmed', async () => {
    const email = address('again');
    const tokens = await signUp(new Browser(server.origin), { name: 'Agnes Again', email, password: 'second helping 22 x' });
    await linksSent(email, 1);

    const ask = () => api(tokens.access_token, 'POST', '/api/profile/email-verification');
    const sent = await ask();
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ message: `We sent a confirmation link to ${email}. It works once, for 24 hours.` });
    expect((await ask()).status).toBe(202);
    const tooMany = await ask();
    expect(tooMany.status).toBe(429);
    expect(tooMany.headers.get('retry-after')).toBe('3600');
    expect(await tooMany.json()).toEqual({
      statusCode: 429,
      message: 'You asked for several links in the last hour. Open the newest email, or ask again in 60 minutes.',
    });
    expect(loggedLinks(email)).toHaveLength(3);

    // Every link works until used; the newest one confirms the address.
    const opened = await fetch(loggedLinks(email).at(-1)!);
    expect(opened.status).toBe(200);
    const done = await ask();
    expect(done.status).toBe(409);
    expect(await done.json()).toEqual({ statusCode: 409, message: 'Your email address is already confirmed' });
  });

  it('lets a teacher get a fresh link from the sign-in page without telling whether the address has an account', async () => {
    const email = address('forgetful');
    await signUp(new Browser(server.origin), { name: 'Fran Forgetful', email, password: 'lost in the inbox 5' });
    await linksSent(email, 1);
    const browser = new Browser(server.origin);
    const page = await openInteraction(browser, createPkce());
    const signIn = await (await browser.get(page)).text();
    expect(signIn).toContain(`href="${page}?mode=resend">Need a new email confirmation link?</a>`);
    const form = await (await browser.get(`${page}?mode=resend`)).text();
    expect(form).toContain(`action="${page}/resend"`);
    expect(form).toContain('>Send link</button>');

    const known = await browser.post(`${page}/resend`, { email: email.toUpperCase() });
    expect(known.status).toBe(200);
    const knownHtml = await known.text();
    expect(knownHtml).toContain('If an account with this address still needs confirming, a new link is on its way.');
    expect(inputValue(knownHtml, 'email')).toBe(email.toUpperCase());
    await linksSent(email, 2);

    const unknown = await browser.post(`${page}/resend`, { email: address('nobody') });
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain('If an account with this address still needs confirming, a new link is on its way.');
  });
});
