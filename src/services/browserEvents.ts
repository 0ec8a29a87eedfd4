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
