import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer } from '../../server/identity/mailer.ts';
import { startFakeSmtp, type FakeSmtp } from '../api/helpers/smtp.ts';

let smtp: FakeSmtp;
let port = 0;
let received: string[] = [];

beforeAll(async () => {
  smtp = await startFakeSmtp();
  port = smtp.port;
  received = smtp.received;
});
afterAll(() => smtp.close());

const fakeLog = () => ({ info: vi.fn(), warn: vi.fn() }) as unknown as FastifyBaseLogger & { info: ReturnType<typeof vi.fn>; warn: ReturnType<typeof vi.fn> };

describe('confirmation emails', () => {
  it('are sent through the SMTP server named by SMTP_URL, from MAIL_FROM, with the link in the text', async () => {
    const log = fakeLog();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Teachkit <no-reply@school.example>' }, log);
    const link = 'https://teachkit.school.example/identity/verify-email?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    await mailer.sendConfirmation({ to: 'ada@school.example', link });
    expect(received).toHaveLength(1);
    const message = received[0]!.replace(/=\r\n/g, '');
    expect(message).toMatch(/^From: Teachkit <no-reply@school\.example>\r$/m);
    expect(message).toMatch(/^To: ada@school\.example\r$/m);
    expect(message).toMatch(/^Subject: Confirm your email address for Teachkit\r$/m);
    expect(message.replace(/=3D/g, '=')).toContain(link);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('go to the server log in one line when no mail server is set', async () => {
    const log = fakeLog();
    const link = 'http://localhost:8080/identity/verify-email?token=xyz';
    await createMailer({ smtpUrl: undefined, from: 'Teachkit <no-reply@localhost>' }, log).sendConfirmation({ to: 'ada@school.example', link });
    expect(log.warn).toHaveBeenCalledWith(
      { to: 'ada@school.example' },
      'No SMTP_URL set, so no email was sent. Email confirmation link for ada@school.example: http://localhost:8080/identity/verify-email?token=xyz',
    );
  });
});
