/**
 * Resolves in a later task, so the browser can paint and answer input between two pieces of start-up work instead of
 * holding the main thread for all of them at once. A message on a channel rather than a timer: a timer in a
 * background tab waits a second or more.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
