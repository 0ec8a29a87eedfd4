import { hasMsalSignInState } from '../services/signInState';

export interface PreloadTarget {
  local: Pick<Storage, 'getItem' | 'key' | 'length'>;
  session: Pick<Storage, 'getItem' | 'key' | 'length'>;
  /** Adds one `<link rel="modulepreload">` for `href` to the page's head. */
  addModulePreload: (href: string) => void;
}

/**
 * Runs from the first HTML, before the app's entry script has arrived: when the browser holds a sign-in, it starts
 * the download of what restoring it needs (MSAL, the API clients, the signed-in frame and the dashboard) beside the
 * entry script, instead of after the entry has arrived and run. A visitor without a sign-in downloads none of it.
 */
export function preloadSignedInStart(files: readonly string[], target: PreloadTarget): void {
  if (!hasMsalSignInState(target.local, target.session)) return;
  files.forEach((href) => target.addModulePreload(href));
}

/** The browser's side of preloadSignedInStart. */
export function browserPreloadTarget(): PreloadTarget {
  return {
    local: window.localStorage,
    session: window.sessionStorage,
    addModulePreload(href) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = ''; // as the entry script itself is requested (Vite's `crossorigin`)
      link.href = href;
      document.head.appendChild(link);
    },
  };
}
