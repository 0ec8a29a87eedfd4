import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer } from '../../server/identity/mailer.ts';

/** Just enough of an SMTP server on loopback to receive one message. */
let smtp: net.Server;
let port = 0;
const received: string[] = [];

beforeAll(async () => {
  smtp = net.createServer((socket) => {
    let buffer = '';
    let data: string | undefined;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== undefined) {
          if (line === '.') {
            received.push(data);
            data = undefined;
            socket.write('250 queued\r\n');
          } else data += `${line}\r\n`;
        } else if (/^EHLO/i.test(line)) socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

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
