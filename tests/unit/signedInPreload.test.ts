import { describe, expect, it } from 'vitest';
import { preloadSignedInStart } from '../../src/app/signedInPreload';

function storage(entries: Record<string, string> = {}): Pick<Storage, 'getItem' | 'key' | 'length'> {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (index) => keys[index] ?? null, getItem: (key) => entries[key] ?? null };
}

const files = ['/static/js/msal-abc.js', '/static/js/signed-in-def.js'];

describe('starting the signed-in downloads from the first HTML', () => {
  it('preloads every file of the signed-in start when MSAL holds an account', () => {
    const preloaded: string[] = [];
    preloadSignedInStart(files, {
      local: storage({ 'msal.3.account.keys': '["home-1.localhost-localhost"]' }),
      session: storage(),
      addModulePreload: (href) => preloaded.push(href),
    });
    expect(preloaded).toEqual(['/static/js/msal-abc.js', '/static/js/signed-in-def.js']);
  });

  it('preloads them while a sign-in redirect is coming back', () => {
    const preloaded: string[] = [];
    preloadSignedInStart(files, { local: storage(), session: storage({ 'msal.interaction.status': '{}' }), addModulePreload: (href) => preloaded.push(href) });
    expect(preloaded).toEqual(['/static/js/msal-abc.js', '/static/js/signed-in-def.js']);
  });

  it('preloads nothing for a visitor without a sign-in, or after signing out', () => {
    const preloaded: string[] = [];
    preloadSignedInStart(files, { local: storage({ lastUrl: '/lessons' }), session: storage(), addModulePreload: (href) => preloaded.push(href) });
    preloadSignedInStart(files, { local: storage({ 'msal.3.account.keys': '[]' }), session: storage(), addModulePreload: (href) => preloaded.push(href) });
    expect(preloaded).toEqual([]);
  });
});
