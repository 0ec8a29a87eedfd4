import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailConfig {
  /** smtp:// or smtps:// address of the mail server, with credentials if it needs them; absent: no mail is sent. */
  smtpUrl: string | undefined;
  /** The From address of Teachkit's emails. */
  from: string;
}

export interface ConfirmationMail {
  to: string;
  link: string;
}

/** A plain-text email; `replyTo` lets the recipient answer the person it came from. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  sendConfirmation(mail: ConfirmationMail): Promise<void>;
  /** Sends the mail and answers true, or answers false when no mail server is configured. */
  send(mail: Mail): Promise<boolean>;
}

function confirmationText(link: string): string {
  return [
    'Confirm the email address of your Teachkit account by opening this link:',
    '',
    link,
    '',
    'The link works once and for 24 hours. If you did not create a Teachkit account, ignore this email.',
  ].join('\n');
}

/**
 * Sends Teachkit's emails through SMTP. Without a mail server (a local install) the confirmation link goes to the
 * server log instead, in one line, for the administrator to pass on: the link confirms one address, once.
 */
export function createMailer(config: MailConfig, log: FastifyBaseLogger): Mailer {
  if (!config.smtpUrl) {
    return {
      async sendConfirmation({ to, link }) {
        log.warn({ to }, `No SMTP_URL set, so no email was sent. Email confirmation link for ${to}: ${link}`);
      },
      async send() {
        return false;
      },
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async sendConfirmation({ to, link }) {
      await transport.sendMail({ from: config.from, to, subject: 'Confirm your email address for Teachkit', text: confirmationText(link) });
      log.info({ to }, 'email confirmation link sent');
    },
    async send({ to, subject, text, replyTo }) {
      await transport.sendMail({ from: config.from, to, subject, text, ...(replyTo ? { replyTo } : {}) });
      return true;
    },
  };
}
