import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { identityAccounts } from '../db/schema.ts';
import { normaliseEmail } from '../domain/email-address.ts';
import { hashPassword, verifyNothing, verifyPassword } from './passwords.ts';
import { lockSeconds } from './sign-in-backoff.ts';

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

export type SignInResult =
  | { outcome: 'signed-in'; account: AccountRow }
  | { outcome: 'wrong' }
  | { outcome: 'locked'; retryAfterSeconds: number };

export function claimsOf(account: AccountRow): AccountClaims {
  return {
    sub: account.id,
    email: account.email,
    email_verified: account.emailVerifiedAt !== null,
    name: account.name,
    preferred_username: account.email,
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function createAccountRepository(db: Database, clock: { now: () => Date } = { now: () => new Date() }) {
  async function find(id: string): Promise<AccountRow | undefined> {
    const [row] = await db.select().from(identityAccounts).where(eq(identityAccounts.id, id));
    return row;
  }

  async function findByEmail(email: string): Promise<AccountRow | undefined> {
    const [row] = await db.select().from(identityAccounts).where(eq(identityAccounts.email, normaliseEmail(email)));
    return row;
  }

  /**
   * Takes one sign-in attempt for the account before its password is checked: the attempt counts as a wrong password
   * until the password proves right, and the attempt that uses up the free mistakes locks the account at once. The
   * row is locked while the count is read and written, so parallel guesses take their turns one by one and none can
   * slip past a lock another one set (checking first and counting after the slow password check let 30 parallel
   * guesses all through). Answers the count with this attempt, how long the account is still locked, or undefined for an
   * account removed meanwhile.
   */
  async function takeAttempt(accountId: string): Promise<{ failures: number } | { lockedForSeconds: number } | undefined> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select({ failures: identityAccounts.failedSignIns, lockedUntil: identityAccounts.signInLockedUntil })
        .from(identityAccounts)
        .where(eq(identityAccounts.id, accountId))
        .for('update');
      const now = clock.now().getTime();
      const lockedForSeconds = row?.lockedUntil ? (row.lockedUntil.getTime() - now) / 1000 : 0;
      if (!row) return undefined;
      if (lockedForSeconds > 0) return { lockedForSeconds };
      const failures = row.failures + 1;
      const seconds = lockSeconds(failures);
      await tx
        .update(identityAccounts)
        .set({ failedSignIns: failures, ...(seconds > 0 ? { signInLockedUntil: new Date(now + seconds * 1000) } : {}) })
        .where(eq(identityAccounts.id, accountId));
      return { failures };
    });
  }

  return {
    find,
    findByEmail,

    /** `email` must already be checked and normalised (checkEmail). */
    async create(input: { email: string; name: string; password: string }): Promise<AccountRow> {
      const { email } = input;
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

    /**
     * Signs in with email and password. The same time is spent when the email is unknown; a locked account is not
     * checked at all until its lock runs out, and a right password clears the count of wrong ones.
     */
    async authenticate(email: string, password: string): Promise<SignInResult> {
      const account = await findByEmail(email);
      if (!account) return verifyNothing(password).then(() => ({ outcome: 'wrong' }));
      const attempt = await takeAttempt(account.id);
      if (!attempt) return { outcome: 'wrong' };
      if ('lockedForSeconds' in attempt) return { outcome: 'locked', retryAfterSeconds: attempt.lockedForSeconds };
      if (!(await verifyPassword(password, account.passwordHash))) {
        const seconds = lockSeconds(attempt.failures);
        return seconds > 0 ? { outcome: 'locked', retryAfterSeconds: seconds } : { outcome: 'wrong' };
      }
      await db.update(identityAccounts).set({ failedSignIns: 0, signInLockedUntil: null }).where(eq(identityAccounts.id, account.id));
      return { outcome: 'signed-in', account };
    },

    /** Marks the address confirmed, if the account still has the address the link was sent to. */
    async markEmailVerified(accountId: string, email: string): Promise<boolean> {
      const rows = await db
        .update(identityAccounts)
        .set({ emailVerifiedAt: sql`coalesce(${identityAccounts.emailVerifiedAt}, ${clock.now().toISOString()}::timestamptz)` })
        .where(sql`${identityAccounts.id} = ${accountId} and ${identityAccounts.email} = ${email}`)
        .returning({ id: identityAccounts.id });
      return rows.length > 0;
    },

    /**
     * Brings addresses stored before normalisation covered Unicode (NFKC, IDN domains) to their normal spelling.
     * Only rows with non-ASCII characters can differ; an address whose normal form is taken stays as it is.
     */
    async normaliseStoredEmails(): Promise<void> {
      const rows = await db
        .select({ id: identityAccounts.id, email: identityAccounts.email })
        .from(identityAccounts)
        .where(sql`${identityAccounts.email} ~ '[^\\x01-\\x7f]'`);
      for (const row of rows) {
        const email = normaliseEmail(row.email);
        if (email === row.email || (await findByEmail(email))) continue;
        await db.update(identityAccounts).set({ email }).where(eq(identityAccounts.id, row.id));
      }
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
