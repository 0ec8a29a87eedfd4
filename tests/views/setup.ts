import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './server';

// A lazy route chunk is transformed on its first import in a test run, and `npm test` runs the end-to-end lane beside
// these tests: on a busy two-core machine a render can take many times Testing Library's default second. The limit
// only matters to a wait that fails.
configure({ asyncUtilTimeout: 10_000 });

// user-event hangs under vitest fake timers unless it can advance them through this shim (DESIGN §3).
(globalThis as unknown as { jest: unknown }).jest = { advanceTimersByTime: vi.advanceTimersByTime.bind(vi) };

// jsdom lacks these browser APIs that Chakra/Ark UI and the scroll reset use.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver;
window.scrollTo = () => {};
Element.prototype.scrollTo ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// jsdom never runs CSS animations, so a dialog waiting for its exit animation's end would stay
// mounted forever. Report no animation, as a browser with reduced motion would, and presence unmounts at once.
const getComputedStyleWithAnimations = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudo?: string | null) => {
  const style = getComputedStyleWithAnimations(element, pseudo);
  return new Proxy(style, {
    get(target, property) {
      if (property === 'animationName') return 'none';
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
};

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
