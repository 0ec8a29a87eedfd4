import { randomInt } from 'node:crypto';

/** Join codes: short, unambiguous (no 0/O, 1/I/L), easy to read aloud to a class. */
const JOIN_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newJoinCode(): string {
  return Array.from({ length: 6 }, () => JOIN_ALPHABET[randomInt(JOIN_ALPHABET.length)]).join('');
}

const isUniqueViolation = (error: unknown) => (error as { code?: string; cause?: { code?: string } }).cause?.code === '23505' || (error as { code?: string }).code === '23505';

/**
 * Writes a fresh code with `write`, drawing again when it clashes with another item's code (rare: 31^6 codes); a
 * code column is unique, so a clash is the database's unique violation.
 */
export async function withFreshJoinCode<T>(write: (joinCode: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      return await write(newJoinCode());
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not draw a unique join code');
}
