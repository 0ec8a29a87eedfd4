import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppBrowserRouter } from '../../src/app/appRouter';
import { navigationBlockingOf } from '../../src/app/navigationBlocking';

/**
 * The declarative router has no `useBlocker`; the app's router holds navigations itself. In the browser, Back and
 * Forward arrive after the address already changed (popstate, later than the call), so a held one is undone.
 */
let pops = 0;
window.addEventListener('popstate', () => (pops += 1));
/** Resolves once the browser has fired `count` more popstate events. */
const popped = (count = 1) => {
  const until = pops + count;
  return vi.waitFor(() => expect(pops).toBeGreaterThanOrEqual(until));
};

let release: (() => void) | undefined;
afterEach(() => release?.());

describe('holding navigations in the browser’s history', () => {
  it('holds a link and Back while the blocker says so; staying keeps the page, leaving makes the move', async () => {
    const router = createAppBrowserRouter(window);
    const heard: string[] = [];
    router.subscribe(({ location }) => heard.push(location.pathname));
    router.navigate('/lessons');
    router.navigate('/lessons/editor/l-1/plan');
    const blocking = navigationBlockingOf(router.history)!;
    expect(navigationBlockingOf(router.history)).toBe(blocking);

    release = blocking.block(({ pathname }) => !pathname.startsWith('/lessons/editor/l-1'));
    router.navigate('/lessons/editor/l-1/outcomes');
    expect(window.location.pathname).toBe('/lessons/editor/l-1/outcomes');
    expect(blocking.held()).toBeNull();

    router.navigate('/dashboard');
    expect(window.location.pathname).toBe('/lessons/editor/l-1/outcomes');
    expect(blocking.held()).not.toBeNull();
    blocking.held()!.reset();
    expect(blocking.held()).toBeNull();

    // Back within the editor is free; Back out of it is undone at once and held.
    const withinEditor = popped();
    window.history.back();
    await withinEditor;
    expect(window.location.pathname).toBe('/lessons/editor/l-1/plan');
    expect(blocking.held()).toBeNull();

    const undone = popped(2);
    window.history.back();
    await undone;
    expect(window.location.pathname).toBe('/lessons/editor/l-1/plan');
    expect(blocking.held()).not.toBeNull();
    expect(heard).toEqual(['/lessons', '/lessons/editor/l-1/plan', '/lessons/editor/l-1/outcomes', '/lessons/editor/l-1/plan']);

    const left = popped();
    blocking.held()!.proceed();
    await left;
    expect(window.location.pathname).toBe('/lessons');
    expect(heard.at(-1)).toBe('/lessons');
  });

  it('lets every navigation through once released, and a navigation made outside React is held like a link', () => {
    const router = createAppBrowserRouter(window);
    router.navigate('/units/editor/u-1/details');
    const blocking = navigationBlockingOf(router.history)!;
    release = blocking.block(() => true);
    router.navigate('/pricing');
    expect(window.location.pathname).toBe('/units/editor/u-1/details');
    release();
    expect(blocking.held()).toBeNull();
    router.navigate('/pricing');
    expect(window.location.pathname).toBe('/pricing');
  });
});
