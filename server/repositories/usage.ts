import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { usageActions } from '../db/schema.ts';

export function createUsageRepository(db: Database) {
  return {
    /** Actions recorded in [from, to): one shift, by the metering clock rather than the database's. */
    async countBetween(profileId: string, kind: string, from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(usageActions)
        .where(and(eq(usageActions.profileId, profileId), eq(usageActions.kind, kind), gte(usageActions.createdAt, from), lt(usageActions.createdAt, to)));
      return row?.n ?? 0;
    },

    /**
     * Records one action at `at` when fewer than `max` were recorded in [from, to), and answers its id. A per-profile
     * advisory lock makes the count and the insert one step, so two concurrent requests cannot both take the last action.
     */
    async recordWithin(profileId: string, kind: string, action: string, at: Date, from: Date, to: Date, max: number): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${profileId}))`);
        const [row] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(usageActions)
          .where(and(eq(usageActions.profileId, profileId), eq(usageActions.kind, kind), gte(usageActions.createdAt, from), lt(usageActions.createdAt, to)));
        if ((row?.n ?? 0) >= max) return undefined;
        const [recorded] = await tx.insert(usageActions).values({ profileId, kind, action, createdAt: at }).returning({ id: usageActions.id });
        return recorded!.id;
      });
    },

    /** Actions recorded in [from, to) per UTC day ("2026-11-23"), days without any left out. */
    async perDay(profileId: string, kind: string, from: Date, to: Date): Promise<{ date: string; actions: number }[]> {
      const day = sql<string>`to_char(${usageActions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({ date: day, actions: sql<number>`count(*)::int` })
        .from(usageActions)
        .where(and(eq(usageActions.profileId, profileId), eq(usageActions.kind, kind), gte(usageActions.createdAt, from), lt(usageActions.createdAt, to)))
        .groupBy(day)
        .orderBy(day);
    },

    /** Gives a recorded action back. */
    async remove(id: number): Promise<void> {
      await db.delete(usageActions).where(eq(usageActions.id, id));
    },
  };
}

export type UsageRepository = ReturnType<typeof createUsageRepository>;
