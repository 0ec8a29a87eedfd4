import type { z } from 'zod';
import type { apiKeySchema } from '../../src/contracts/schemas/profile.ts';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { apiKeys, profiles } from '../db/schema.ts';
import type { ProfileRow } from './profiles.ts';

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'tk_';
/** How many characters of a key are kept in the clear to tell keys apart. */
const SHOWN_CHARACTERS = 10;
/** A key's last use is written at most this often, so a busy key does not write on every request. */
const LAST_USED_PRECISION_MS = 60_000;

export const hashApiKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** A key as the API lists it: never the key itself, which only the answer that made it holds. */
export type ApiKeyJson = z.infer<typeof apiKeySchema>;

type ApiKeyRow = typeof apiKeys.$inferSelect;

export const toApiKeyJson = (row: ApiKeyRow): ApiKeyJson => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
});

export function createApiKeyRepository(db: Database) {
  return {
    /** Makes a key; the key itself is in the answer and nowhere else. */
    async create(profileId: string, name: string, now: Date): Promise<{ key: string; row: ApiKeyRow }> {
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const [row] = await db.insert(apiKeys).values({ profileId, name, prefix: key.slice(0, SHOWN_CHARACTERS), hash: hashApiKey(key), createdAt: now }).returning();
      return { key, row: row! };
    },

    async list(profileId: string): Promise<ApiKeyRow[]> {
      return db.select().from(apiKeys).where(eq(apiKeys.profileId, profileId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    },

    async count(profileId: string): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(apiKeys).where(eq(apiKeys.profileId, profileId));
      return row?.n ?? 0;
    },

    /** Revokes one of the teacher's keys; false when they have no key with that id. */
    async remove(profileId: string, id: string): Promise<boolean> {
      const removed = await db.delete(apiKeys).where(and(eq(apiKeys.profileId, profileId), eq(apiKeys.id, id))).returning({ id: apiKeys.id });
      return removed.length > 0;
    },

    /** The profile a key belongs to, noting the key's use; undefined for a key that does not exist (or was revoked). */
    async profileOf(key: string, now: Date): Promise<ProfileRow | undefined> {
      const [found] = await db
        .select({ profile: profiles, keyId: apiKeys.id })
        .from(apiKeys)
        .innerJoin(profiles, eq(profiles.id, apiKeys.profileId))
        .where(eq(apiKeys.hash, hashApiKey(key)));
      if (!found) return undefined;
      await db
        .update(apiKeys)
        .set({ lastUsedAt: now })
        .where(and(eq(apiKeys.id, found.keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_PRECISION_MS)))));
      return found.profile;
    },
  };
}

export type ApiKeyRepository = ReturnType<typeof createApiKeyRepository>;
