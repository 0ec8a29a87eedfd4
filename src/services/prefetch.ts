/**
 * One read started before the screen that wants it has rendered, handed to that screen once. A restored sign-in
 * asks for the first page of the lessons beside the profile when the page being opened lists them (the dashboard,
 * /lessons): waiting for the page to render first cost a phone a round trip and the whole first render.
 *
 * The read is taken once and only while fresh (`maxAgeMs`): a later visit to the list asks the server again, so it
 * never shows a page older than the teacher's last change.
 */
export interface Prefetch<T> {
  /** Starts `load` now and keeps its answer for the next `take`, replacing any read kept before. */
  start(load: () => Promise<T>): void;
  /** The read started for this screen, if one is kept and fresh; it is handed out once. */
  take(): Promise<T> | undefined;
  /** Forgets the read kept (sign-out: the next teacher must not get it). */
  clear(): void;
}

export function createPrefetch<T>({ maxAgeMs = 10_000, now = () => Date.now() }: { maxAgeMs?: number; now?: () => number } = {}): Prefetch<T> {
  let kept: { read: Promise<T>; startedAt: number } | undefined;
  return {
    start(load) {
      const read = load();
      // A failure is the taker's to show; one nobody takes must not surface as an unhandled rejection.
      read.catch(() => {});
      kept = { read, startedAt: now() };
    },
    take() {
      const held = kept;
      kept = undefined;
      return held && now() - held.startedAt <= maxAgeMs ? held.read : undefined;
    },
    clear() {
      kept = undefined;
    },
  };
}
