/** Removes every registered service worker (spec §1). Errors are only logged. */
export async function unregisterServiceWorkers(
  container: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined = globalThis.navigator?.serviceWorker,
): Promise<number> {
  if (!container) return 0;
  try {
    const registrations = await container.getRegistrations();
    const results = await Promise.allSettled(registrations.map((registration) => registration.unregister()));
    for (const result of results) {
      if (result.status === 'rejected') console.error('Could not unregister a service worker', result.reason);
    }
    return results.filter((result) => result.status === 'fulfilled' && result.value).length;
  } catch (error) {
    console.error('Could not list service workers', error);
    return 0;
  }
}
