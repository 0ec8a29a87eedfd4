import type { UploadRow } from '../../repositories/uploads.ts';

/** Spec §3 Upload, as the browser reads it. */
export function toUploadJson(row: UploadRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    task: row.task,
    state: row.state,
    message: row.message,
    progressPercent: row.progressPercent,
    byteSize: row.byteSize,
    durationSeconds: row.durationSeconds,
    lastUpdated: row.updatedAt.toISOString(),
    fileExtension: row.fileExtension,
    enabled: row.enabled,
    isbn: row.isbn,
    doi: row.doi,
  };
}

/**
 * A Content-Disposition that keeps the original name: an ASCII stand-in for old clients, and the real name in
 * RFC 5987's UTF-8 form. Quotes, backslashes and control characters never reach the header as they are.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
