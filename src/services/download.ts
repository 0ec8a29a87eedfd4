/** Spec §9: a downloaded file's temporary address is released after 40 seconds. */
export const DOWNLOAD_URL_LIFETIME_MS = 40_000;

export interface DownloadDeps {
  document: Document;
  createObjectURL: (blob: Blob) => string;
  revokeObjectURL: (url: string) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

const browserDeps = (): DownloadDeps => ({
  document: window.document,
  createObjectURL: (blob) => URL.createObjectURL(blob),
  revokeObjectURL: (url) => URL.revokeObjectURL(url),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
});

/** Saves a blob under a file name through a temporary object URL; logs "could not download file" on failure (spec §8). */
export function saveFile(blob: Blob, fileName: string, deps: DownloadDeps = browserDeps()): void {
  try {
    const url = deps.createObjectURL(blob);
    const anchor = deps.document.createElement('a');
    anchor.href = url;
    anchor.download = fileName;
    anchor.rel = 'noopener';
    deps.document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
    deps.setTimeout(() => deps.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
  } catch (error) {
    console.error('could not download file', error);
    throw error;
  }
}
