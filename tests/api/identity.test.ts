import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { Browser, createPkce, freePort, inputValue, location, type TokenResponse } from './helpers/identity.ts';
import {
  authorizeUrl,
  exchangeCode,
  followToApp,
  openInteraction,
  signUp,
  startServer,
  startServerProcess,
  stopServer,
  tokenRequest,
  uniqueEmail,
  type Server,
  type ServerProcess,
} from './helpers/identity-flow.ts';

describe('embedded identity provider', () => {
  let server: Server;

  beforeAll(async () => {
    server = await startServer(await freePort(), 'memory://');
  });
  afterAll(() => stopServer(server));

  it('serves its discovery document under /identity with http endpoints and the configured issuer', async () => {
    const response = await fetch(`${server.origin}/identity/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, unknown>;
    expect(document.issuer).toBe(`${server.origin}/identity`);
    expect(document.authorization_endpoint).toBe(`${server.origin}/identity/auth`);
    expect(document.token_endpoint).toBe(`${server.origin}/identity/token`);
    expect(document.end_session_endpoint).toBe(`${server.origin}/identity/session/end`);
    expect(document.code_challenge_methods_supported).toEqual(['S256']);

    // The same document reaches the browser inline, for MSAL on plain http (DESIGN §4a).
    const config = (await (await fetch(`${server.origin}/api/config`)).json()) as { identity: { authorityMetadata?: string } };
    expect(JSON.parse(config.identity.authorityMetadata!)).toEqual(document);
  });

  it('signs a new teacher up with code + PKCE and issues API access tokens the API accepts, then refreshes', async () => {
    const browser = new Browser(server.origin);
    const email = uniqueEmail();
    const pkce = createPkce();
    const page = await openInteraction(browser, pkce);

    const signIn = await browser.get(page);
    expect(signIn.status).toBe(200);
    const signInHtml = await signIn.text();
    expect(signInHtml).toContain('<label for="email">Email</label>');
    expect(signInHtml).toContain('<label for="password">Password</label>');
    expect(signInHtml).toContain('>Sign in</button>');
    expect(signInHtml).toContain(`href="${page}?mode=signup">Create account</a>`);

    const signUpPage = await browser.get(`${page}?mode=signup`);
    const signUpHtml = await signUpPage.text();
    expect(signUpHtml).toContain('<label for="name">Name</label>');
    expect(signUpHtml).toContain('>Create account</button>');
    expect(signUpHtml).toContain(`href="${page}">Sign in</a>`);

    const submitted = await browser.post(`${page}/signup`, { name: 'Ada Lovelace', email: email.toUpperCase(), password: 'analytical1' });
    const callback = await followToApp(browser, submitted);
    expect(callback.origin + callback.pathname).toBe(`${server.origin}/`);
    const tokens = await exchangeCode(server.origin, callback, pkce);

    const { identity } = server.config;
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, createRemoteJWKSet(new URL(`${server.origin}/identity/jwks`)), {
      issuer: identity.issuer,
      audience: identity.apiAudience,
      typ: 'at+jwt',
    });
    expect(protectedHeader.alg).toBe('RS256');
    // Ten minutes: a token outlives sign-out by at most that (README, "Identity").
    expect(payload.exp! - payload.iat!).toBe(600);
    expect(tokens.expires_in).toBe(600);
    expect(payload).toMatchObject({ email, name: 'Ada Lovelace', client_id: 'teachkit-spa' });
    expect(String(payload.scope).split(' ')).toContain('api');

    const idToken = decodeJwt(tokens.id_token);
    expect(idToken).toMatchObject({ iss: identity.issuer, aud: 'teachkit-spa', nonce: 'nonce-456', preferred_username: email, name: 'Ada Lovelace', email });

    const profile = await fetch(`${server.origin}/api/profile`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ id: payload.sub, email, name: 'Ada Lovelace' });

    // MSAL refreshes with its default scopes plus the API scope (DESIGN §4a).
    expect(tokens.refresh_token).toBeTruthy();
    const refreshed = await tokenRequest(server.origin, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, scope: 'openid profile api' });
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as TokenResponse;
    expect(renewed.access_token).not.toBe(tokens.access_token);
    const again = await fetch(`${server.origin}/api/profile`, { headers: { authorization: `Bearer ${renewed.access_token}` } });
    expect(again.status).toBe(200);
  });

  it('signs an existing teacher in with email and password', async () => {
    const email = uniqueEmail();
    await signUp(new Browser(server.origin), { name: 'Grace Hopper', email, password: 'cobol1959' });

    const browser = new Browser(server.origin);
    const pkce = createPkce();
    const page = await openInteraction(browser, pkce);
    const submitted = await browser.post(`${page}/login`, { email, password: 'cobol1959' });
    const tokens = await exchangeCode(server.origin, await followToApp(browser, submitted), pkce);
    expect(decodeJwt(tokens.access_token)).toMatchObject({ email, name: 'Grace Hopper' });
  });

  it('never shows a consent page, even when the app asks for prompt=consent', async () => {
    const browser = new Browser(server.origin);
    await signUp(browser, { name: 'Sophie Germain', email: uniqueEmail(), password: 'elasticity1816' });
    const pkce = createPkce();
    const authorize = await browser.get(authorizeUrl(server.origin, pkce, { prompt: 'consent' }));
    expect(location(authorize)).toMatch(/^\/identity\/interaction\//);
    const interaction = await browser.get(location(authorize));
    expect(interaction.status).toBe(303);
    const tokens = await exchangeCode(server.origin, await followToApp(browser, interaction), pkce);
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('shows an expired-page message when the interaction cookie is missing', async () => {
    const page = await openInteraction(new Browser(server.origin), createPkce());
    const stranger = new Browser(server.origin);
    const response = await stranger.get(page);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in page has expired.');
    const post = await stranger.post(`${page}/login`, { email: 'a@school.example', password: 'whatever1' });
    expect(post.status).toBe(400);
    expect(post.headers.get('location')).toBeNull();
  });

  it('refuses an authorization request without a PKCE code challenge', async () => {
    const browser = new Browser(server.origin);
    const response = await browser.get(authorizeUrl(server.origin, undefined));
    expect(response.status).toBe(303);
    const back = new URL(location(response));
    expect(back.origin + back.pathname).toBe(`${server.origin}/`);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('says the email or password is incorrect and keeps the typed email, never the password', async () => {
    const email = uniqueEmail();
    await signUp(new Browser(server.origin), { name: 'Alan Turing', email, password: 'enigma machine 1912' });

    const browser = new Browser(server.origin);
    const page = await openInteraction(browser, createPkce());
    const wrong = await browser.post(`${page}/login`, { email, password: 'wrong-password-9' });
    expect(wrong.status).toBe(401);
    const html = await wrong.text();
    expect(html).toContain('The email or password is incorrect.');
    expect(inputValue(html, 'email')).toBe(email);
    expect(inputValue(html, 'password')).toBe('');
    expect(html).not.toContain('wrong-password-9');

    const unknown = await browser.post(`${page}/login`, { email: uniqueEmail(), password: 'enigma machine 1912' });
    expect(await unknown.text()).toContain('The email or password is incorrect.');
  });

  it('tells a teacher signing up with a known email to sign in instead', async () => {
    const email = uniqueEmail();
    await signUp(new Browser(server.origin), { name: 'Mary Somerville', email, password: 'physics1780' });

    const browser = new Browser(server.origin);
    const page = await openInteraction(browser, createPkce());
    const response = await browser.post(`${page}/signup`, { name: 'Someone Else', email: ` ${email.toUpperCase()} `, password: 'another1pass' });
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain('An account with this email already exists. Sign in instead.');
    expect(inputValue(html, 'name')).toBe('Someone Else');
    expect(inputValue(html, 'email')).toBe(email.toUpperCase());
  });

  it.each([
    ['a short password', { name: 'Ada', email: 'short@school.example', password: 'abc123' }, 'Use at least 8 characters, with letters and numbers.'],
    ['a password without digits', { name: 'Ada', email: 'letters@school.example', password: 'onlyletters' }, 'Use at least 8 characters, with letters and numbers.'],
    ['a password without letters', { name: 'Ada', email: 'digits@school.example', password: '1234567890' }, 'Use at least 8 characters, with letters and numbers.'],
    ['a missing name', { name: '  ', email: 'noname@school.example', password: 'good1password' }, 'Enter your name.'],
    ['an invalid email', { name: 'Ada', email: 'not-an-email', password: 'good1password' }, 'Enter a valid email address.'],
    ['a common password', { name: 'Ada', email: 'common@school.example', password: 'password1' }, 'This password is one of the most common ones'],
    ['a keyboard pattern', { name: 'Ada', email: 'keyboard@school.example', password: 'qwerty123' }, 'This password is one of the most common ones'],
    ['a repeated letter', { name: 'Ada', email: 'repeat@school.example', password: 'aaaaaaa1' }, 'This password would be easy to guess. Repeated characters, such as aaa, are among the first things tried.'],
    ['their own name as password', { name: 'Ada Lovelace', email: 'own.name@school.example', password: 'lovelace1' }, 'This password would be easy to guess. It is built on your name, your email address or the word Teachkit'],
    [
      'the name of the product as password',
      { name: 'Ada', email: 'product.name@school.example', password: 'Teachkit1' },
      'This password would be easy to guess. It is built on your name, your email address or the word Teachkit, which are tried first. Add another word or two, less common ones.',
    ],
    ['their email address as password', { name: 'Ada', email: 'marie.curie@school.example', password: 'mariecurie1' }, 'It is built on your name, your email address or the word Teachkit'],
    [
      'an address with a Cyrillic look-alike letter',
      { name: 'Ada', email: '\u0430da@school.example', password: 'good1password' },
      'The part before the @ mixes letters from different alphabets (Cyrillic and Latin): type the address with the letters of one alphabet.',
    ],
  ])('rejects sign-up with %s and says why', async (_case, form, message) => {
    const browser = new Browser(server.origin);
    const page = await openInteraction(browser, createPkce());
    const response = await browser.post(`${page}/signup`, form);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(message);
    expect(html).toContain('>Create account</button>');
    expect(inputValue(html, 'password')).toBe('');
    // The other fields keep what the teacher typed.
    expect(inputValue(html, 'email')).toBe(form.email);
    expect(inputValue(html, 'name')).toBe(form.name.trim());
  });

  it('rejects a form post that does not come from its own page', async () => {
    const browser = new Browser(server.origin);
    const page = await openInteraction(browser, createPkce());
    const response = await browser.post(`${page}/signup`, { name: 'Eve', email: uniqueEmail(), password: 'phishing123' }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.headers.get('location')).toBeNull();
  });

  it('answers only to its own host names', async () => {
    for (const headers of [{ host: 'evil.example' }, { host: `localhost:${server.config.port}`, 'x-forwarded-host': 'evil.example' }]) {
      const response = await server.app.inject({ method: 'GET', url: '/identity/.well-known/openid-configuration', headers });
      expect(response.statusCode).toBe(400);
    }
    const loopback = await fetch(`http://127.0.0.1:${server.config.port}/identity/.well-known/openid-configuration`);
    expect(loopback.status).toBe(200);
    expect(((await loopback.json()) as { token_endpoint: string }).token_endpoint).toBe(`http://127.0.0.1:${server.config.port}/identity/token`);
  });

  it('builds its addresses from the connection, not from X-Forwarded-Proto, unless TRUST_PROXY names a proxy', async () => {
    const headers = { host: `localhost:${server.config.port}`, 'x-forwarded-proto': 'https' };
    const direct = await server.app.inject({ method: 'GET', url: '/identity/.well-known/openid-configuration', headers });
    expect(direct.json().authorization_endpoint).toBe(`http://localhost:${server.config.port}/identity/auth`);
    // A second server behind a proxy, on the same database.
    const proxied = await startServer(await freePort(), 'memory://', { env: { TRUST_PROXY: '1' }, database: server.database });
    try {
      const viaProxy = await proxied.app.inject({ method: 'GET', url: '/identity/.well-known/openid-configuration', headers: { ...headers, host: `localhost:${proxied.config.port}` } });
      expect(viaProxy.json().authorization_endpoint).toBe(`https://localhost:${proxied.config.port}/identity/auth`);
    } finally {
      await proxied.app.close();
    }
  });

  it('renders protocol errors as a plain Teachkit page', async () => {
    const response = await fetch(`${server.origin}/identity/auth?client_id=unknown-client&response_type=code`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Something went wrong');
    expect(html).toContain('Teachkit');
    expect(html).not.toMatch(/at .*\.js:\d+/);
  });

  it('signs out from an id_token_hint and sends the browser back to /login without a confirmation click', async () => {
    const browser = new Browser(server.origin);
    const tokens = await signUp(browser, { name: 'Katherine Johnson', email: uniqueEmail(), password: 'orbits1962' });
    const params = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${server.origin}/login`, state: 'bye' });
    const logout = await browser.get(`/identity/session/end?${params}`);
    expect(logout.status).toBe(200);
    const html = await logout.text();

    // The page submits its own form with a nonce'd script that the CSP allows; the button is the fallback.
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(logout.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    expect(html).toContain('.submit()');
    expect(html).toContain('>Sign out</button>');

    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
    const confirmed = await browser.post(action!, { xsrf: inputValue(html, 'xsrf')!, logout: inputValue(html, 'logout')! });
    expect(confirmed.status).toBe(303);
    expect(location(confirmed)).toBe(`${server.origin}/login?state=bye`);

    // The session and its refresh token are gone.
    const refreshed = await tokenRequest(server.origin, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refreshed.status).toBe(400);
    const reauthorize = await browser.get(authorizeUrl(server.origin, createPkce()));
    expect(location(reauthorize)).toMatch(/^\/identity\/interaction\//);
  });

  it('revokes the refresh token at sign-out even when offline access was granted (prompt=consent)', async () => {
    const browser = new Browser(server.origin);
    const pkce = createPkce();
    const page = location(await browser.get(authorizeUrl(server.origin, pkce, { prompt: 'consent' })));
    const submitted = await browser.post(`${page}/signup`, { name: 'Mary Jackson', email: uniqueEmail(), password: 'wind tunnel 1958' });
    const tokens = await exchangeCode(server.origin, await followToApp(browser, submitted), pkce);
    expect(tokens.refresh_token).toBeTruthy();

    const params = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${server.origin}/login` });
    const html = await (await browser.get(`/identity/session/end?${params}`)).text();
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
    const confirmed = await browser.post(action!, { xsrf: inputValue(html, 'xsrf')!, logout: inputValue(html, 'logout')! });
    expect(confirmed.status).toBe(303);

    const refreshed = await tokenRequest(server.origin, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refreshed.status).toBe(400);
    expect(await refreshed.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it("asks for a click, and does not sign out, when sent to sign-out without the teacher's own ID token", async () => {
    const browser = new Browser(server.origin);
    await signUp(browser, { name: 'Hedy Lamarr', email: uniqueEmail(), password: 'frequency hopping 1942' });
    // Another site can link here with no hint, or with an ID token of its own account.
    const stranger = await signUp(new Browser(server.origin), { name: 'Mallory', email: uniqueEmail(), password: 'not your session 13' });
    const strangerHint = new URLSearchParams({ id_token_hint: stranger.id_token, post_logout_redirect_uri: `${server.origin}/login` });
    for (const query of ['', `?${strangerHint}`]) {
      const logout = await browser.get(`/identity/session/end${query}`);
      expect(logout.status).toBe(200);
      const html = await logout.text();
      expect(html).toContain('Sign out of Teachkit?');
      expect(html).toContain('>Sign out</button>');
      expect(html).not.toContain('<script');
      expect(logout.headers.get('content-security-policy')).not.toContain("'nonce-");
    }
    // Still signed in: a new authorization goes straight back to the app with a code, no form.
    const callback = await followToApp(browser, await browser.get(authorizeUrl(server.origin, createPkce())));
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  it('answers /api/profile with 401 JSON without a token or with a tampered one', async () => {
    const missing = await fetch(`${server.origin}/api/profile`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ statusCode: 401 });

    const tokens = await signUp(new Browser(server.origin), { name: 'Emmy Noether', email: uniqueEmail(), password: 'symmetry1915' });
    const [header, payload, signature] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    const tampered = await fetch(`${server.origin}/api/profile`, { headers: { authorization: `Bearer ${header}.${forged}.${signature}` } });
    expect(tampered.status).toBe(401);
    expect(await tampered.json()).toMatchObject({ statusCode: 401 });
  });
});

describe('embedded identity provider across a restart', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachkit-identity-'));
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // The server runs as `npm start` runs it, a process of its own on a database kept in a folder, stopped and started
  // again: each start imports the server, creates or opens the database and checks the curriculum seed, over a minute
  // each on a two-core machine busy with other work (CI at a load of 18 took more than 120 s for the two). (Two embedded databases opened and closed in the test's own
  // process could crash V8: vitest.config.ts.)
  it('keeps sessions, refresh tokens and signing keys, so nobody is signed out', { timeout: 240_000 }, async () => {
    const port = await freePort();
    server = await startServerProcess(port, dataDir);
    const browser = new Browser(server.origin);
    const email = uniqueEmail();
    const tokens = await signUp(browser, { name: 'Rosalind Franklin', email, password: 'helix1952' });
    await server.stop();

    server = await startServerProcess(port, dataDir);
    const refreshed = await tokenRequest(server.origin, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refreshed.status).toBe(200);
    const renewed = (await refreshed.json()) as TokenResponse;
    // Tokens signed before the restart still verify: the signing key was kept.
    for (const token of [tokens.access_token, renewed.access_token]) {
      const profile = await fetch(`${server.origin}/api/profile`, { headers: { authorization: `Bearer ${token}` } });
      expect(profile.status).toBe(200);
    }

    // The session cookie still signs the teacher in: straight back to the app with a code, no form.
    const pkce = createPkce();
    const authorize = await browser.get(authorizeUrl(server.origin, pkce));
    const callback = await followToApp(browser, authorize);
    const again = await exchangeCode(server.origin, callback, pkce);
    expect(decodeJwt(again.access_token)).toMatchObject({ email, name: 'Rosalind Franklin' });
  });
});
