import { apiErrorTexts } from './apiError';

/** The browser event the HTTP client dispatches on a 429 (spec §8). */
export const tooManyRequestsEvent = 'tooManyRequests';

export interface TooManyRequestsDetail {
  message: string;
}

export function dispatchTooManyRequests(target: EventTarget = window): void {
  target.dispatchEvent(
    new CustomEvent<TooManyRequestsDetail>(tooManyRequestsEvent, { detail: { message: apiErrorTexts.tooManyRequests } }),
  );
}

/** Calls `listener` on every tooManyRequests event; returns the unsubscribe function. */
export function onTooManyRequests(
  listener: (detail: TooManyRequestsDetail) => void,
  target: EventTarget = window,
): () => void {
  const handler = (event: Event) => {
    const detail = (event as CustomEvent<TooManyRequestsDetail | undefined>).detail;
    listener({ message: detail?.message ?? apiErrorTexts.tooManyRequests });
  };
  target.addEventListener(tooManyRequestsEvent, handler);
  return () => target.removeEventListener(tooManyRequestsEvent, handler);
}

/**
 * Until the returned release is called, reloading or closing the page asks first. Browsers word that question
 * themselves and only ask after the teacher has interacted with the page.
 */
export function holdPageUnload(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const handler = (event: Event) => {
    event.preventDefault();
    // Older browsers ask only when a return value is set.
    (event as BeforeUnloadEvent).returnValue = '';
  };
  target.addEventListener('beforeunload', handler);
  return () => target.removeEventListener('beforeunload', handler);
}
