import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { placeSignedInModules } from '../../scripts/signed-in-chunks';
import { signedInStartFiles } from '../../scripts/signed-in-preload';

/** The parts of a bundler chunk the placement reads. */
function chunk(fileName: string, parts: { imports?: string[]; modules?: string[]; entry?: boolean; facade?: string; name?: string; bytes?: number }): Rolldown.OutputChunk {
  return {
    fileName,
    name: parts.name ?? fileName.replace(/\.js$/, ''),
    imports: parts.imports ?? [],
    moduleIds: parts.modules ?? [],
    isEntry: parts.entry ?? false,
    isDynamicEntry: Boolean(parts.facade) && !parts.entry,
    facadeModuleId: parts.facade ?? null,
    code: 'x'.repeat(parts.bytes ?? 1),
  } as unknown as Rolldown.OutputChunk;
}

/** The bundler's own split of a small app: an entry, public pages, the signed-in start and the chunks they share. */
const automaticSplit = [
  chunk('index.js', { entry: true, facade: '/app/src/main.tsx', modules: ['/app/src/main.tsx'] }),
  chunk('HomePage.js', { facade: '/app/src/views/pages/HomePage.tsx', imports: ['index.js', 'badge.js'], modules: ['/app/src/views/pages/HomePage.tsx'] }),
  chunk('LoginPage.js', { facade: '/app/src/views/auth/LoginPage.tsx', imports: ['index.js', 'alert.js'], modules: ['/app/src/views/auth/LoginPage.tsx'] }),
  chunk('PricingPage.js', { facade: '/app/src/views/pages/PricingPage.tsx', imports: ['index.js', 'usePlanOffer.js'], modules: ['/app/src/views/pages/PricingPage.tsx'] }),
  chunk('SignedInLayout.js', { facade: '/app/src/views/layout/SignedInLayout.tsx', imports: ['index.js', 'portal.js'], modules: ['/app/src/views/layout/SignedInLayout.tsx'] }),
  chunk('DashboardPage.js', {
    facade: '/app/src/views/account/DashboardPage.tsx',
    imports: ['index.js', 'badge.js', 'alert.js', 'usePlanOffer.js', 'lessonApi.js'],
    modules: ['/app/src/views/account/DashboardPage.tsx'],
  }),
  chunk('LessonsPage.js', { facade: '/app/src/views/lessons/LessonsPage.tsx', imports: ['index.js', 'portal.js'], modules: ['/app/src/views/lessons/LessonsPage.tsx'] }),
  chunk('apiClients.js', { facade: '/app/src/services/apiClients.ts', imports: ['lessonApi.js'], modules: ['/app/src/services/apiClients.ts', '/app/node_modules/ofetch/index.mjs'] }),
  chunk('msal.js', { facade: '/app/src/services/msal.ts', modules: ['/app/src/services/msal.ts'] }),
  chunk('badge.js', { modules: ['/app/node_modules/chakra/badge.js'] }),
  chunk('alert.js', { modules: ['/app/node_modules/chakra/alert.js'] }),
  chunk('usePlanOffer.js', { modules: ['/app/src/machines/auth/usePlanOffer.ts'] }),
  chunk('portal.js', { modules: ['/app/node_modules/zag/portal.js'] }),
  chunk('lessonApi.js', { modules: ['/app/src/services/lessonApi.ts'] }),
];

describe('placing the signed-in start in a few chunks', () => {
  const placement = placeSignedInModules(automaticSplit);

  it('gives the frame and the dashboard, with what only signed-in pages load, one chunk', () => {
    expect([...placement.signedIn].sort()).toEqual([
      '/app/node_modules/zag/portal.js',
      '/app/src/views/account/DashboardPage.tsx',
      '/app/src/views/layout/SignedInLayout.tsx',
    ]);
  });

  it('keeps the API clients and every module they load together', () => {
    expect([...placement.api].sort()).toEqual(['/app/node_modules/ofetch/index.mjs', '/app/src/services/apiClients.ts', '/app/src/services/lessonApi.ts']);
  });

  it('puts what another public page needs of the signed-in start apart, and leaves what the home and login pages load alone', () => {
    expect([...placement.shared]).toEqual(['/app/src/machines/auth/usePlanOffer.ts']);
    const placed = [...placement.signedIn, ...placement.api, ...placement.shared];
    expect(placed).not.toContain('/app/node_modules/chakra/badge.js');
    expect(placed).not.toContain('/app/node_modules/chakra/alert.js');
    expect(placed).not.toContain('/app/src/main.tsx');
  });

  it('refuses a build where the dashboard is no longer a lazy chunk', () => {
    expect(() => placeSignedInModules(automaticSplit.filter((part) => part.fileName !== 'DashboardPage.js'))).toThrow(/DashboardPage/);
  });
});

describe('the files a restored sign-in preloads', () => {
  const built = [
    chunk('static/js/index-1.js', { entry: true, facade: '/app/src/main.tsx', name: 'index', imports: ['static/js/runtime-1.js'], bytes: 500 }),
    chunk('static/js/runtime-1.js', { name: 'rolldown-runtime', bytes: 5 }),
    chunk('static/js/msal-1.js', { facade: '/app/src/services/msal.ts', name: 'msal', bytes: 300 }),
    chunk('static/js/api-1.js', { name: 'api', imports: ['static/js/runtime-1.js'], bytes: 40 }),
    chunk('static/js/signed-in-shared-1.js', { name: 'signed-in-shared', imports: ['static/js/api-1.js', 'static/js/alert-1.js'], bytes: 20 }),
    chunk('static/js/signed-in-1.js', { name: 'signed-in', imports: ['static/js/signed-in-shared-1.js', 'static/js/index-1.js'], bytes: 200 }),
    chunk('static/js/alert-1.js', { name: 'alert', bytes: 10 }),
    chunk('static/js/LessonsPage-1.js', { facade: '/app/src/views/lessons/LessonsPage.tsx', name: 'LessonsPage', imports: ['static/js/signed-in-1.js'], bytes: 50 }),
  ];

  it('are MSAL and the signed-in chunks with what they import, largest first, without what the entry brings', () => {
    expect(signedInStartFiles(built)).toEqual([
      '/static/js/msal-1.js',
      '/static/js/signed-in-1.js',
      '/static/js/api-1.js',
      '/static/js/signed-in-shared-1.js',
      '/static/js/alert-1.js',
    ]);
  });
});
