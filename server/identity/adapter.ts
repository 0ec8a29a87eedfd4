import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/index.ts';
import { identityPayloads } from '../db/schema.ts';

const table = identityPayloads;

function notExpired(now: Date) {
  return or(isNull(table.expiresAt), gt(table.expiresAt, now));
}

/**
 * oidc-provider's storage over the identity_payloads table, one row per (model, id), so sessions, grants, codes
 * and refresh tokens outlive a restart. Expired rows are invisible at once and deleted by `deleteExpired`.
 */
export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void> {
    const values = {
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      consumedAt: payload.consumed ? new Date(Number(payload.consumed) * 1000) : null,
    };
    await this.db
      .insert(table)
      .values({ model: this.model, id, ...values })
      .onConflictDoUpdate({ target: [table.model, table.id], set: values });
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(table.id, id));
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(table.uid, uid));
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(table.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(table)
      .set({ consumedAt: new Date() })
      .where(and(eq(table.model, this.model), eq(table.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(table).where(and(eq(table.model, this.model), eq(table.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(table).where(and(eq(table.model, this.model), eq(table.grantId, grantId)));
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: table.payload, consumedAt: table.consumedAt })
      .from(table)
      .where(and(eq(table.model, this.model), condition, notExpired(new Date())))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }
}

export function createAdapterFactory(db: Database) {
  return (model: string) => new DatabaseAdapter(db, model);
}

export async function deleteExpired(db: Database, now = new Date()): Promise<void> {
  await db.delete(table).where(lte(table.expiresAt, now));
}
