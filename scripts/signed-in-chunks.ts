import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';

const signedInLayout = /src[\\/]views[\\/]layout[\\/]SignedInLayout\.tsx$/;
const dashboardPage = /src[\\/]views[\\/]account[\\/]DashboardPage\.tsx$/;
const apiClientsModule = /src[\\/]services[\\/]apiClients\.ts$/;
/** The areas only a signed-in teacher reaches (src/app/routes.tsx, under SignedInLayout); the student's lesson page is public. */
const signedInArea = /src[\\/]views[\\/](account|assessments|comments|editing|lessons|outcomes|sharing|studio|units|uploads|layout[\\/]SignedInLayout)/;
const page = /src[\\/]views[\\/].*Page\.tsx$/;
/** The pages whose first visit is budgeted to the byte (tests/e2e/budget.test.ts): what they load stays as it is. */
const budgetedPages = /src[\\/]views[\\/](pages[\\/]HomePage|auth[\\/]LoginPage)\.tsx$/;

type Chunk = Rolldown.OutputChunk;

/** The chunks `roots` need before they run: themselves and their static imports, transitively. */
export function loadedWith(roots: Chunk | Chunk[], byName: Map<string, Chunk>): Set<Chunk> {
  const seen = new Set<Chunk>();
  const pending = Array.isArray(roots) ? [...roots] : [roots];
  while (pending.length) {
    const next = pending.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    next.imports.forEach((name) => byName.get(name) && pending.push(byName.get(name)!));
  }
  return seen;
}

export interface ModulePlacement {
  /** The HTTP and API clients: every page that calls the API loads them, so they travel as one. */
  api: Set<string>;
  /** Modules of the signed-in start that public pages load too, but not the home or login page. */
  shared: Set<string>;
  /** Modules of the signed-in start that no public page loads. */
  signedIn: Set<string>;
}

/**
 * Places the signed-in start's modules from the bundler's own automatic split, where each chunk holds the modules one
 * set of pages needs. A chunk on the way to the dashboard that the home or login page (or the first paint) loads stays
 * where it is; one the API clients load goes to `api`; one another public page loads goes to `shared`; one that only
 * signed-in pages load goes to `signedIn`. Each set holds whatever its modules import, apart from modules of the sets
 * before it, so the chunks import each other in one direction only (signed-in → shared → api → the rest).
 */
export function placeSignedInModules(chunks: Chunk[]): ModulePlacement {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const lazyEntries = chunks.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId);
  const lazyEntry = (pattern: RegExp) => {
    const found = lazyEntries.find((chunk) => pattern.test(chunk.facadeModuleId!));
    if (!found) throw new Error(`${pattern} is no longer a lazy chunk: update scripts/signed-in-chunks.ts`);
    return found;
  };
  const starts = [lazyEntry(signedInLayout), lazyEntry(dashboardPage)];
  const apiClients = lazyEntry(apiClientsModule);
  const loadedBy = (entries: Chunk[]) => loadedWith(entries, byName);
  const firstPaint = chunks.filter((chunk) => chunk.isEntry);
  // What a public page loads as it opens: the page, and the API clients if it calls the API. Lazy parts that load on
  // demand later (the app-wide dialogs, MSAL, the diagram renderer) may bring a signed-in chunk with them.
  const publicPages = lazyEntries.filter((chunk) => page.test(chunk.facadeModuleId!) && !signedInArea.test(chunk.facadeModuleId!));
  const untouched = loadedBy([...firstPaint, ...publicPages.filter((chunk) => budgetedPages.test(chunk.facadeModuleId!))]);
  const byApi = loadedBy([apiClients]);
  const byPublicPages = loadedBy([...publicPages, apiClients]);
  const placement: ModulePlacement = { api: new Set(), shared: new Set(), signedIn: new Set() };
  for (const chunk of loadedBy([...starts, apiClients])) {
    if (untouched.has(chunk)) continue;
    const target = byApi.has(chunk) ? placement.api : byPublicPages.has(chunk) ? placement.shared : placement.signedIn;
    chunk.moduleIds.forEach((id) => target.add(id));
  }
  return placement;
}

export interface SignedInChunks {
  /** Splits the app once the bundler's own way (in memory) before the real build, to learn which pages need what. */
  plugin: Plugin;
  /** Rolldown code-splitting groups, after the first paint's own `$initial` group. */
  groups: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: false }[];
}

/**
 * A restored sign-in on a phone pays a round trip per file before the dashboard shows, and left to itself the bundler
 * cuts the signed-in start into some thirty-five chunks of 1–5 kB, queued six at a time on the browser's connections.
 * Three groups bring it to a few files: `api` (the HTTP and API clients), `signed-in-shared` (what public pages such
 * as the contact or pricing page need of the signed-in start) and `signed-in` (the frame, the dashboard and all that
 * only signed-in pages need). The home and login pages load exactly what they did. See placeSignedInModules.
 *
 * `rolldownOptions` are the real build's (its tree-shaking decides which modules are in the bundle at all).
 */
export function signedInChunks(rolldownOptions: { treeshake: Rolldown.InputOptions['treeshake'] }): SignedInChunks {
  let placement: ModulePlacement | undefined;
  let root = '';
  return {
    plugin: {
      name: 'teachkit-signed-in-chunks',
      apply: 'build',
      configResolved(config) {
        root = config.root;
      },
      async buildStart() {
        const output = await build({
          configFile: false,
          root,
          logLevel: 'silent',
          plugins: [react()],
          build: {
            write: false,
            minify: false,
            rollupOptions: { treeshake: rolldownOptions.treeshake, output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
          },
        });
        const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
        placement = placeSignedInModules(outputs.flatMap((result) => result.output.filter((file): file is Chunk => file.type === 'chunk')));
      },
    },
    groups: (['api', 'shared', 'signedIn'] as const).map((set) => ({
      name: { api: 'api', shared: 'signed-in-shared', signedIn: 'signed-in' }[set],
      test: (id: string) => placement?.[set].has(id) ?? false,
      includeDependenciesRecursively: false as const,
    })),
  };
}
