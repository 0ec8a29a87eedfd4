import { StrictMode } from 'react';
import { prerender as renderComplete } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './App';
import { AppRoutes } from './AppRoutes';
import { createRootSystem } from './rootSystem';
import { signedInRoutes } from './routes';

/** The public pages whose first HTML is rendered at build time, so a first visit paints before any script runs. */
export const prerenderedPaths = ['/', '/login'] as const;

/**
 * The first segments of the signed-in pages' addresses (`dashboard`, `lessons`, …). Each of them is answered with one
 * shared first HTML: the signed-in frame while it connects, the state every signed-in page opens in.
 */
export const signedInSections = [...new Set(signedInRoutes.map((route) => route.path?.split('/')[0]).filter((section) => !!section))] as string[];

/** The address the signed-in shell is rendered at: any signed-in page shows the same frame while it connects. */
export const signedInShellPath = '/dashboard';

export interface PrerenderedPage {
  /** The markup of #root, without styles. */
  body: string;
  /** Emotion's style elements (Chakra's tokens, global styles and each component's class rules), for the head. */
  styles: string[];
  /** Undefined when nothing on the page sets one yet (the signed-in shell): the template's own title stays. */
  title: string | undefined;
  description: string | undefined;
}

const neverSettles = () => new Promise<never>(() => {});

/**
 * Renders `path` with the app's own routes, components and theme, as a visitor sees it before the root actors have
 * done anything: signed out, sign-in settings still loading. The actors are created but never started, so nothing
 * here talks to a server or a browser API.
 */
export async function prerender(path: string, origin: string): Promise<PrerenderedPage> {
  const system = createRootSystem({
    loadConfig: neverSettles,
    createAuthClient: neverSettles,
    hasSignInState: () => false,
    lastUrl: { read: () => null, remember: () => {}, forget: () => {} },
    analytics: { identify: () => {}, event: () => {} },
    navigate: () => {},
    currentLocation: () => path,
    origin,
    eventTarget: new EventTarget(),
  });
  // Pages are lazy chunks: a complete render waits for them, where renderToString would not.
  const { prelude } = await renderComplete(
    <StrictMode>
      <AppProviders system={system}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  return splitHead(await new Response(prelude).text());
}

const styleElement = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g;
const hoistedElement = /<(?:title>[\s\S]*?<\/title>|meta [^>]*\/?>|link [^>]*\/?>)/g;

/** Emotion writes its styles inline and React its title and meta tags where they are rendered; they belong in the head. */
function splitHead(markup: string): PrerenderedPage {
  const styles = markup.match(styleElement) ?? [];
  const hoisted = markup.replace(styleElement, '').match(hoistedElement) ?? [];
  const body = markup.replace(styleElement, '').replace(hoistedElement, '');
  const title = hoisted.map((tag) => /^<title>([\s\S]*?)<\/title>$/.exec(tag)?.[1]).find((text) => text !== undefined);
  const description = hoisted.map((tag) => /^<meta name="description" content="([^"]*)"/.exec(tag)?.[1]).find((text) => text !== undefined);
  return { body, styles, title, description };
}
