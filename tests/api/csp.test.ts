import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const directive = (csp: string, name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `));

describe('Content-Security-Policy', () => {
  it('lets pages frame only the app itself and the privacy-enhanced YouTube and Vimeo players', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'child-src')).toBeUndefined();
    expect(csp).not.toContain('https://www.youtube.com');
    expect(csp).not.toContain('https://vimeo.com');
  });
});
