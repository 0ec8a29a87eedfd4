import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { startFakeSmtp, type FakeSmtp } from './helpers/smtp.ts';

let smtp: FakeSmtp;
let mailed: TestApp;
let stored: TestApp;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  mailed = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Teachkit <no-reply@school.example>', CONTACT_EMAIL: 'admin@school.example' },
  });
  stored = await createTestApp();
});
afterAll(async () => {
  await mailed.close();
  await stored.close();
  await smtp.close();
});

const send = (t: TestApp, payload: unknown, address = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: address });

const messages = async (t: TestApp) =>
  (await t.database.db.execute<{ name: string; email: string; topic: string; message: string; sent: boolean }>(
    sql`select name, email, topic, message, sent_at is not null as sent from contact_messages order by created_at`,
  )).rows;

describe('POST /api/contact', () => {
  it('stores the message and mails it to CONTACT_EMAIL with Reply-To set to the sender', async () => {
    const res = await send(mailed, { name: 'Ada Lovelace', email: 'Ada@School.example', topic: 'plan', message: 'How do I move to the Pro plan for my department?' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ received: true });
    expect(await messages(mailed)).toEqual([
      { name: 'Ada Lovelace', email: 'ada@school.example', topic: 'plan', message: 'How do I move to the Pro plan for my department?', sent: true },
    ]);
    const mail = smtp.received.at(-1)!;
    expect(mail).toContain('To: admin@school.example');
    expect(mail).toContain('Reply-To: ada@school.example');
    expect(mail).toContain('Subject: Teachkit contact (plan): Ada Lovelace');
    expect(mail).toContain('How do I move to the Pro plan for my department?');
  });

  it('keeps the message when no mail server is configured', async () => {
    const res = await send(stored, { name: 'Grace', email: 'grace@school.example', message: 'The uploads page does not load on my tablet.' });
    expect(res.statusCode).toBe(201);
    expect(await messages(stored)).toEqual([{ name: 'Grace', email: 'grace@school.example', topic: 'help', message: 'The uploads page does not load on my tablet.', sent: false }]);
  });

  it('says what to fix in each field and stores nothing', async () => {
    const res = await send(stored, { name: ' ', email: 'not-an-address', topic: 'gossip', message: 'Hi' }, '203.0.113.8');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([
      { field: 'name', message: 'Enter your name' },
      { field: 'email', message: 'Enter the email address we should answer' },
      { field: 'topic', message: 'Choose what your message is about: help, account, plan, feedback, other' },
      { field: 'message', message: 'Write a little more: at least 10 characters, so we know how to help' },
    ]);
    const extra = await send(stored, { name: 'A', email: 'a@school.example', message: 'A long enough message.', admin: true }, '203.0.113.8');
    expect(extra.json()).toEqual([{ field: 'admin', message: 'These fields are not part of a message: admin' }]);
    expect(await messages(stored)).toHaveLength(1);
  });

  it('takes five messages an hour from one address', async () => {
    const message = { name: 'Busy', email: 'busy@school.example', message: 'One more question about my plan.' };
    for (let i = 0; i < 5; i += 1) expect((await send(stored, message, '203.0.113.9')).statusCode).toBe(201);
    const sixth = await send(stored, message, '203.0.113.9');
    expect(sixth.statusCode).toBe(429);
    expect((await send(stored, message, '203.0.113.10')).statusCode).toBe(201);
  });
});
