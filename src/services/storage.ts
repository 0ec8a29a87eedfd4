/** Where the app keeps the page to return to after signing in again (spec §8, 401). */
export const lastUrlKey = 'lastUrl';

export interface LastUrlStorage {
  read(): string | null;
  remember(url: string): void;
  forget(): void;
}

export function createLastUrlStorage(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): LastUrlStorage {
  return {
    read: () => {
      try {
        return storage.getItem(lastUrlKey);
      } catch {
        return null;
      }
    },
    remember: (url) => {
      try {
        storage.setItem(lastUrlKey, url);
      } catch (error) {
        console.warn('Could not remember the last page', error);
      }
    },
    forget: () => {
      try {
        storage.removeItem(lastUrlKey);
      } catch {
        // Storage may be unavailable (private mode); nothing to forget then.
      }
    },
  };
}
