import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../identity/mailer.ts';

export interface ShareNotice {
  /** Addresses newly given access; people already on the list were told before. */
  to: string[];
  ownerName: string;
  ownerEmail: string;
  /** "a lesson", "a unit of work". */
  article: string;
  title: string;
  /** The full address of the shared item. */
  url: string;
}

function noticeText(notice: ShareNotice, owner: string): string {
  return [
    `${owner} shared ${notice.article} with you on Teachkit: "${notice.title}".`,
    '',
    'Open it here:',
    notice.url,
    '',
    'Sign in to Teachkit with this email address to open it; you will find it under Sharing and Privacy, "Shared with me".',
    'If you do not have an account yet, create one with this address and confirm it: the item opens once the address is confirmed.',
  ].join('\n');
}

/**
 * Tells each new recipient of a people-share by email, when a mail server is configured. A mail that cannot be sent
 * never undoes the share: it is logged (how many, not to whom) and the recipient still finds the item in their list.
 */
export async function tellRecipients(mailer: Mailer, log: FastifyBaseLogger, notice: ShareNotice): Promise<void> {
  if (notice.to.length === 0) return;
  const owner = notice.ownerName ? `${notice.ownerName} (${notice.ownerEmail})` : notice.ownerEmail || 'A teacher';
  const subject = `${notice.ownerName || notice.ownerEmail || 'A teacher'} shared ${notice.article} with you: ${notice.title}`;
  const text = noticeText(notice, owner);
  const results = await Promise.allSettled(
    notice.to.map((to) => mailer.send({ to, subject, text, ...(notice.ownerEmail ? { replyTo: notice.ownerEmail } : {}) })),
  );
  const failed = results.filter((r) => r.status === 'rejected').length;
  const sent = results.filter((r) => r.status === 'fulfilled' && r.value).length;
  if (failed) log.warn({ failed, sent }, 'some share notices could not be mailed');
  else if (sent) log.info({ sent }, 'share notices mailed');
  else log.info({ recipients: notice.to.length }, 'No SMTP_URL set, so nobody was told of the share by email');
}
