/** SHA-256 of the trimmed, lowercased email, hex encoded: the key public avatar services use. */
export async function emailHash(email: string, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(email.trim().toLowerCase()));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Fills an avatar URL template such as `https://avatars.example/{hash}?d=404`.
 * Without a template there is no avatar image (and no third-party request): initials show.
 */
export function avatarUrl(template: string | undefined, hash: string): string | undefined {
  if (!template) return undefined;
  return template.replace('{hash}', encodeURIComponent(hash));
}
