import type { HttpClient } from './http';

/** The largest picture a generic call sends (the server takes 8 MiB of JSON; base64 adds a third). */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
/** The pictures the server can read text from. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg'] as const;

const dataAddressOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read'));
    reader.readAsDataURL(blob);
  });

/**
 * Spec §7's generic call: JSON posted to /v1/{name}, where a file in the body travels as `image`, a data: address
 * (the server reads the text in the picture and works from it).
 */
export async function genericCall<T>(http: HttpClient, name: string, body: Record<string, unknown>, { signal }: { signal?: AbortSignal } = {}): Promise<T> {
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value instanceof Blob) json.image = await dataAddressOf(value);
    else json[key] = value;
  }
  return http.post<T>(`/v1/${encodeURIComponent(name)}`, json, { signal });
}
