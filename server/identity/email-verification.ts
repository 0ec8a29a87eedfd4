import { createHash, randomBytes } from 'node:crypto';
import { and, eq, exists, gt, lte } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { identityAccounts, identityEmailTokens } from '../db/schema.ts';
import type { AccountRepository, AccountRow } from './accounts.ts';
import type { Mailer } from './mailer.ts';

const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Links one account may ask for per hour: enough for a lost email or two, too few to flood a mailbox. */
const LINKS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

export type SendResult = { outcome: 'sent' } | { outcome: 'already-verified' } | { outcome: 'too-many'; retryAfterSeconds: number };

export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Makes a one-time link token for `email` on the account (kept only as its hash, 24 hours), unless the account asked
 * for three links in the last hour: confirmation links and account-move links count together.
 */
export async function issueLinkToken(db: Database, accountId: string, email: string, at: Date): Promise<{ token: string } | { retryAfterSeconds: number }> {
  const recent = await db
    .select({ createdAt: identityEmailTokens.createdAt })
    .from(identityEmailTokens)
    .where(and(eq(identityEmailTokens.accountId, accountId), gt(identityEmailTokens.createdAt, new Date(at.getTime() - HOUR_MS))))
    .orderBy(identityEmailTokens.createdAt);
  if (recent.length >= LINKS_PER_HOUR) {
    return { retryAfterSeconds: Math.ceil((recent[0]!.createdAt.getTime() + HOUR_MS - at.getTime()) / 1000) };
  }
  const token = randomBytes(32).toString('base64url');
  await db.insert(identityEmailTokens).values({ tokenHash: hashOf(token), accountId, email, createdAt: at, expiresAt: new Date(at.getTime() + LINK_LIFETIME_MS) });
  return { token };
}

/** One-time links that prove a teacher reads the mailbox of their account's address. */
export function createEmailVerification(deps: {
  db: Database;
  accounts: AccountRepository;
  mailer: Mailer;
  /** Address of the confirmation page, e.g. https://teachkit.example/identity/verify-email */
  pageUrl: string;
  now: () => Date;
}) {
  const { db, accounts, mailer, now } = deps;

  return {
    /** Creates a link for the account's current address and mails it (or logs it, without a mail server). */
    async send(account: AccountRow): Promise<SendResult> {
      if (account.emailVerifiedAt) return { outcome: 'already-verified' };
      const issued = await issueLinkToken(db, account.id, account.email, now());
      if ('retryAfterSeconds' in issued) return { outcome: 'too-many', retryAfterSeconds: issued.retryAfterSeconds };
      const { token } = issued;
      await mailer.sendConfirmation({ to: account.email, link: `${deps.pageUrl}?token=${token}` });
      return { outcome: 'sent' };
    },

    /**
     * Uses a link: true when it was valid (unused, unexpired, for the account's current address). Only a confirmation
     * link is used up here: a move link (for another address, email-move.ts) opened at this page stays unused, so it
     * still moves the account from its own page.
     */
    async confirm(token: string): Promise<boolean> {
      if (!token) return false;
      const forCurrentAddress = db
        .select({ id: identityAccounts.id })
        .from(identityAccounts)
        .where(and(eq(identityAccounts.id, identityEmailTokens.accountId), eq(identityAccounts.email, identityEmailTokens.email)));
      const [used] = await db
        .delete(identityEmailTokens)
        .where(and(eq(identityEmailTokens.tokenHash, hashOf(token)), gt(identityEmailTokens.expiresAt, now()), exists(forCurrentAddress)))
        .returning();
      return used ? accounts.markEmailVerified(used.accountId, used.email) : false;
    },

    async deleteExpired(): Promise<void> {
      await db.delete(identityEmailTokens).where(lte(identityEmailTokens.expiresAt, now()));
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
