import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { identityAccounts, identityEmailTokens, profiles } from '../db/schema.ts';
import type { AccountRepository, AccountRow } from './accounts.ts';
import { hashOf, issueLinkToken } from './email-verification.ts';
import type { Mailer } from './mailer.ts';

export type MoveRequestResult =
  | { outcome: 'sent' }
  | { outcome: 'same' }
  | { outcome: 'taken' }
  | { outcome: 'too-many'; retryAfterSeconds: number };

export type MoveResult = { outcome: 'moved'; email: string } | { outcome: 'taken'; email: string } | { outcome: 'invalid' };

function moveText(from: string, link: string): string {
  return [
    `Someone signed in to the Teachkit account of ${from} asked to move it to this address.`,
    'Open this link to move the account; from then on you sign in with this address and the same password:',
    '',
    link,
    '',
    'The link works once and for 24 hours. If you did not ask for this, ignore this email: nothing changes.',
  ].join('\n');
}

/**
 * Moves an account to another email address once the teacher proves they read that mailbox: a one-time link is sent
 * to the new address, and opening it moves the account (sign-in, profile) there. A link token for an address other
 * than the account's own is a move; one for the account's own address is a confirmation (email-verification.ts).
 */
export function createEmailMove(deps: {
  db: Database;
  accounts: AccountRepository;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Address of the page a move link opens, e.g. https://teachkit.example/identity/move-email */
  pageUrl: string;
  now: () => Date;
}) {
  const { db, accounts, mailer, log, now } = deps;

  return {
    /** Mails a move link to `toEmail` (already normalised), or writes it to the log without a mail server. */
    async request(account: AccountRow, toEmail: string): Promise<MoveRequestResult> {
      if (toEmail === account.email) return { outcome: 'same' };
      if (await accounts.findByEmail(toEmail)) return { outcome: 'taken' };
      const issued = await issueLinkToken(db, account.id, toEmail, now());
      if ('retryAfterSeconds' in issued) return { outcome: 'too-many', retryAfterSeconds: issued.retryAfterSeconds };
      const link = `${deps.pageUrl}?token=${issued.token}`;
      const sent = await mailer.send({ to: toEmail, subject: 'Move your Teachkit account to this address', text: moveText(account.email, link) });
      if (sent) log.info({ accountId: account.id }, 'account move link sent');
      else log.warn({ to: toEmail }, `No SMTP_URL set, so no email was sent. Account move link for ${toEmail}: ${link}`);
      return { outcome: 'sent' };
    },

    /**
     * Uses a move link: the account takes the address it was sent to, confirmed, and every other link of the account
     * stops working (a confirmation link for the old address must never move it back). A confirmation link (for the
     * account's own address) opened here is not a move: it stays unused, so it still confirms from its own page.
     */
    async complete(token: string): Promise<MoveResult> {
      if (!token) return { outcome: 'invalid' };
      return db.transaction(async (tx) => {
        const [link] = await tx
          .select({ accountId: identityEmailTokens.accountId, email: identityEmailTokens.email, current: identityAccounts.email })
          .from(identityEmailTokens)
          .innerJoin(identityAccounts, eq(identityAccounts.id, identityEmailTokens.accountId))
          .where(and(eq(identityEmailTokens.tokenHash, hashOf(token)), gt(identityEmailTokens.expiresAt, now())));
        if (!link || link.email === link.current) return { outcome: 'invalid' } as const;
        const [holder] = await tx.select({ id: identityAccounts.id }).from(identityAccounts).where(eq(identityAccounts.email, link.email));
        if (holder) {
          await tx.delete(identityEmailTokens).where(eq(identityEmailTokens.tokenHash, hashOf(token)));
          return { outcome: 'taken', email: link.email } as const;
        }
        await tx.update(identityAccounts).set({ email: link.email, emailVerifiedAt: now() }).where(eq(identityAccounts.id, link.accountId));
        await tx.update(profiles).set({ email: link.email, updatedAt: now() }).where(eq(profiles.id, link.accountId));
        await tx.delete(identityEmailTokens).where(eq(identityEmailTokens.accountId, link.accountId));
        return { outcome: 'moved', email: link.email } as const;
      });
    },
  };
}

export type EmailMove = ReturnType<typeof createEmailMove>;
