import { describe, expect, it } from 'vitest';
import { outbox } from '../../test/auth-helpers';
import { buildTestApp, settled } from '../../test/build-test-app';
import { takeErrorLogs } from '../../test/error-logs';
import { decodeQuotedPrintable, headerOf, startLocalSmtp } from '../../test/local-smtp';

const SUPPORT = 'help@teachloop.example';
const smtp = await startLocalSmtp();
const viaSmtp = await buildTestApp({
  SMTP_URL: smtp.url,
  SUPPORT_EMAIL: SUPPORT,
  CONTACT_RATE_LIMIT: '1000',
});

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'The <b>proofs</b> circle is full.\nCould you open another one?',
};

function postContact(app: typeof viaSmtp.app, body: object) {
  return app.inject({ method: 'POST', url: '/api/contact', payload: body });
}

describe('a contact message reaches the support inbox', () => {
  it('is mailed over SMTP to SUPPORT_EMAIL, with the sender as Reply-To, and stored', async () => {
    const response = await postContact(viaSmtp.app, message);
    expect(response.statusCode).toBe(201);

    const mail = await smtp.waitForMail(1);
    expect(mail.to).toEqual([SUPPORT]);
    expect(headerOf(mail.raw, 'Reply-To')).toBe('Ada Lovelace <ada@example.com>');
    expect(headerOf(mail.raw, 'Subject')).toBe('Contact form: Ada Lovelace');
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain('Could you open another one?');
    // The HTML part shows the sender's words as text, never as markup.
    const htmlPart = body.slice(body.indexOf('Content-Type: text/html'));
    expect(htmlPart).toContain('The &#60;b&#62;proofs&#60;/b&#62; circle');
    expect(htmlPart).not.toContain('<b>');

    const stored = await viaSmtp.db.selectFrom('contact_messages').selectAll().execute();
    expect(stored).toMatchObject([{ name: 'Ada Lovelace', email: 'ada@example.com' }]);
  });

  it('answers before a slow mail server has taken the message', async () => {
    const release = smtp.hold();
    const before = smtp.received.length;
    const response = await postContact(viaSmtp.app, { ...message, name: 'Grace Hopper' });
    expect(response.statusCode).toBe(201);
    expect(smtp.received).toHaveLength(before);
    release();
    expect(headerOf((await smtp.waitForMail(before + 1)).raw, 'Reply-To')).toBe(
      'Grace Hopper <ada@example.com>',
    );
  });

  it('sends nothing for a filled honeypot', async () => {
    const before = smtp.received.length;
    expect((await postContact(viaSmtp.app, { ...message, website: 'http://spam.example' })).statusCode).toBe(
      201,
    );
    await settled(viaSmtp.config);
    expect(smtp.received).toHaveLength(before);
  });
});

describe('without SMTP', () => {
  it('puts the mail in the dev outbox, as every mail', async () => {
    const { app, config } = await buildTestApp({ SUPPORT_EMAIL: SUPPORT });
    expect((await postContact(app, message)).statusCode).toBe(201);
    const [mail] = await outbox(config);
    expect(mail).toMatchObject({
      to: SUPPORT,
      subject: 'Contact form: Ada Lovelace',
      replyTo: { name: 'Ada Lovelace', address: 'ada@example.com' },
    });
    expect(mail!.text).toContain('Could you open another one?');
  });
});

describe('when the mail server is down', () => {
  it('keeps the message and logs the failed delivery', async () => {
    // Nothing listens on port 1: the connection is refused at once.
    const { app, db, config } = await buildTestApp({
      SMTP_URL: 'smtp://127.0.0.1:1',
      SUPPORT_EMAIL: SUPPORT,
    });
    expect((await postContact(app, message)).statusCode).toBe(201);
    await settled(config);
    const stored = await db.selectFrom('contact_messages').select(['id', 'message']).execute();
    expect(stored).toMatchObject([{ message: message.message }]);
    expect(takeErrorLogs()).toMatchObject([
      { msg: 'contact message stored but not mailed to SUPPORT_EMAIL', contactMessageId: stored[0]!.id },
    ]);
  });
});
