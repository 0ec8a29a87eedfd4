/** Spec §9: script chunks load with a 120 second timeout. */
export const chunkTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('A part of Teachkit could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** Loads a lazy chunk, failing with ChunkLoadError when it takes longer than the timeout or the import fails. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = chunkTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(new Error(`timed out after ${timeoutMs} ms`))), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}
