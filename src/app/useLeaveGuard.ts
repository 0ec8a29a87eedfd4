import { useContext, useEffect, useSyncExternalStore } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { holdPageUnload } from '../services/browserEvents';
import type { HeldNavigation } from './navigationBlocking';
import { navigationBlockingOf } from './navigationBlocking';

const noHeldNavigation = () => null;
const subscribeToNothing = () => () => {};

/** True when `pathname` is `basePath` or lies under it (an editor's tabs). */
export const isWithin = (pathname: string, basePath: string) => pathname === basePath || pathname.startsWith(`${basePath}/`);

/**
 * While `unsaved` (an editor machine's own dirty state), a navigation out of `basePath` is held for the teacher to
 * decide, and reloading or closing the page asks first. Moving between the editor's tabs stays free: its one actor
 * keeps the draft across them. Returns the held navigation, or null.
 */
export function useLeaveGuard(unsaved: boolean, basePath: string): HeldNavigation | null {
  const blocking = navigationBlockingOf(useContext(UNSAFE_NavigationContext).navigator);
  useEffect(() => {
    if (!unsaved || !blocking) return undefined;
    return blocking.block(({ pathname }) => !isWithin(pathname, basePath));
  }, [unsaved, blocking, basePath]);
  useEffect(() => (unsaved ? holdPageUnload(window) : undefined), [unsaved]);
  return useSyncExternalStore(blocking?.subscribeHeld ?? subscribeToNothing, blocking?.held ?? noHeldNavigation);
}
