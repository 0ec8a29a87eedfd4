/**
 * Where the build puts the first HTML it renders ahead (scripts/prerender-plugin.ts) and the server reads it from
 * (server/app.ts), under the build folder.
 */
export const prerenderedFile = (path: string) => `prerendered/${path === '/' ? 'index' : path.slice(1)}.html`;

/** The signed-in frame while it connects, the first HTML of every address under a signed-in section. */
export const SIGNED_IN_SHELL_FILE = 'prerendered/_signed-in.html';

/** The signed-in sections (`{ "sections": ["dashboard", "lessons", …] }`): the first segments of their addresses. */
export const SIGNED_IN_SECTIONS_FILE = 'prerendered/_signed-in.json';

export interface SignedInSections {
  sections: string[];
}
