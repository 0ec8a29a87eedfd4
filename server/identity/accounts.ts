import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { identityAccounts } from '../db/schema.ts';
import { hashPassword, verifyNothing, verifyPassword } from './passwords.ts';

export type AccountRow = typeof identityAccounts.$inferSelect;

/** The claims the provider hands out for an account (ID token, userinfo, access token). */
export interface AccountClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  preferred_username: string;
  [claim: string]: unknown;
}

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this email already exists');
    this.name = 'EmailTakenError';
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Pragmatic shape check; the address is never mailed, so deliverability is not ours to judge. */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

export function claimsOf(account: AccountRow): AccountClaims {
  return { sub: account.id, email: account.email, email_verified: true, name: account.name, preferred_username: account.email };
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function createAccountRepository(db: Database) {
  async function findByEmail(email: string): Promise<AccountRow | undefined> {
    const [row] = await db.select().from(identityAccounts).where(eq(identityAccounts.email, normalizeEmail(email)));
    return row;
  }

  return {
    async find(id: string): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(identityAccounts).where(eq(identityAccounts.id, id));
      return row;
    },

    findByEmail,

    async create(input: { email: string; name: string; password: string }): Promise<AccountRow> {
      const email = normalizeEmail(input.email);
      if (await findByEmail(email)) throw new EmailTakenError();
      const passwordHash = await hashPassword(input.password);
      try {
        const [row] = await db
          .insert(identityAccounts)
          .values({ id: randomUUID(), email, name: input.name.trim(), passwordHash })
          .returning();
        return row!;
      } catch (error) {
        // Two sign-ups with one email at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw new EmailTakenError();
        throw error;
      }
    },

    /** The account when the password matches; the same time is spent when the email is unknown. */
    async authenticate(email: string, password: string): Promise<AccountRow | undefined> {
      const account = await findByEmail(email);
      if (!account) return (await verifyNothing(password)) || undefined;
      return (await verifyPassword(password, account.passwordHash)) ? account : undefined;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
