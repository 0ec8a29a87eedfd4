import { createHash } from 'node:crypto';
import { createServer, type Plugin } from 'vite';
import type * as PrerenderModuleNamespace from '../src/app/prerender.tsx';
import type { PrerenderedPage } from '../src/app/prerender.tsx';
import { prerenderedFile, SIGNED_IN_SECTIONS_FILE, SIGNED_IN_SHELL_FILE, type SignedInSections } from '../src/contracts/prerendered.ts';

type PrerenderModule = typeof PrerenderModuleNamespace;


/**
 * The prerendered page starts the app only after it has painted: a deferred classic script (fetched at low priority,
 * unlike a module script and its preloads) imports the entry once a frame is out, or at once in a hidden tab, where
 * no frame comes. Otherwise a fast connection runs the whole bundle before the first paint and the HTML buys nothing.
 */
export function starterScript(entry: string): string {
  return `(function(){function start(){import(${JSON.stringify(entry)})}if(document.visibilityState==="hidden")start();else requestAnimationFrame(function(){setTimeout(start)})})();\n`;
}

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/** The element at the end of a prerendered page's body that its first paint waits for. */
const PARSED_MARK = 'page-parsed';

/**
 * The built index.html with a prerendered page in it: its title and description, its styles in the head, its markup
 * in #root, and the entry script swapped for the starter at `starterUrl`.
 *
 * `fetchEarly` (the signed-in shell) keeps the scripts' preloads and preloads the entry too: the shell is only the
 * frame's connecting state and the page it stands for comes from the scripts, so they download at once, beside the
 * HTML, and only their running waits for the first paint. A public page's scripts are fetched after it has painted.
 */
export function fillTemplate(template: string, page: PrerenderedPage, starterUrl: string, { fetchEarly = false } = {}): string {
  const starter = `<script defer src="${starterUrl}"></script>`;
  const withEntry = fetchEarly
    ? template.replace(entryScript, (_, entry: string) => `${starter}\n    <link rel="modulepreload" crossorigin href="${entry}">`)
    : template.replace(modulePreload, '').replace(entryScript, () => starter);
  const filled = withEntry
    .replace(/<title>[^<]*<\/title>/, (title) => (page.title === undefined ? title : `<title>${page.title}</title>`))
    .replace(/(<meta name="description" content=")[^"]*(")/, (tag, start: string, end: string) => (page.description === undefined ? tag : `${start}${page.description}${end}`))
    // The first paint waits until the whole page is parsed (rel=expect): painted half-parsed on a slow phone, the
    // centred card grew as the rest of it arrived and everything above it moved (a layout shift).
    .replace('</head>', () => `${page.styles.join('')}<link rel="expect" href="#${PARSED_MARK}" blocking="render"></head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div><span id="${PARSED_MARK}" hidden></span>`);
  if (!filled.includes(page.body)) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
  return filled;
}

/**
 * Renders the public pages of src/app/prerender.tsx at build time, with the app's own components and theme through
 * Vite's server-side module loader, and writes each beside index.html. A first visit then paints the page from the
 * HTML, before the scripts arrive; the app replaces it with the same page when it starts.
 */
export function prerenderPublicPages(): Plugin {
  let root = '';
  return {
    name: 'teachkit-prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const template = String(index.source);
      const entry = entryScript.exec(template)?.[1];
      if (!entry) throw new Error('index.html has no entry script to start after the prerendered page paints');
      const starter = starterScript(entry);
      const starterUrl = `/static/js/start-${createHash('sha256').update(starter).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: starterUrl.slice(1), source: starter });
      const vite = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { prerender, prerenderedPaths, signedInSections, signedInShellPath } = (await vite.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderModule;
        for (const path of prerenderedPaths) {
          const page = await prerender(path, 'http://localhost');
          this.emitFile({ type: 'asset', fileName: prerenderedFile(path), source: fillTemplate(template, page, starterUrl) });
        }
        const shell = await prerender(signedInShellPath, 'http://localhost');
        this.emitFile({ type: 'asset', fileName: SIGNED_IN_SHELL_FILE, source: fillTemplate(template, shell, starterUrl, { fetchEarly: true }) });
        this.emitFile({ type: 'asset', fileName: SIGNED_IN_SECTIONS_FILE, source: `${JSON.stringify({ sections: signedInSections } satisfies SignedInSections)}\n` });
      } finally {
        await vite.close();
      }
    },
  };
}
