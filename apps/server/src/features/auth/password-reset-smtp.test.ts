import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { followResetLink, requestReset, resetPassword, signedUpUser, signIn } from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps every message it accepts. */
const received: ReceivedMail[] = [];
/** While set, the server holds each message until the test releases it: a slow mail provider. */
let holdDelivery: Promise<void> | undefined;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      void deliver();
    });
    const deliver = async () => {
      await holdDelivery;
      const { mailFrom, rcptTo } = session.envelope;
      received.push({
        from: mailFrom ? mailFrom.address : undefined,
        to: rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    };
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const { port } = smtp.server.address() as AddressInfo;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const { app } = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, AUTH_RATE_LIMIT_PER_IP: '1000' });

/** Delivery is asynchronous on the SMTP side: poll, but never longer than a few seconds. */
async function waitForMail(count: number, timeoutMs = 5_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (received.length < count) {
    if (Date.now() > deadline) throw new Error(`Expected ${count} mail(s) within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return received[count - 1]!;
}

/** Undoes quoted-printable: soft line breaks (`=` at a line end) and `=XX` escapes. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return head
    .split(/\r?\n/)
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
}

describe('password reset over a real SMTP server', () => {
  it('delivers the reset link by SMTP, and the link from the received message resets the password', async () => {
    await signedUpUser(app, 'ada@example.com', 'old password');
    expect((await requestReset(app, 'ada@example.com')).statusCode).toBe(200);

    const mail = await waitForMail(1);
    expect(mail.to).toEqual(['ada@example.com']);
    expect(mail.from).toBe('no-reply@teachloop.local');
    expect(headerOf(mail.raw, 'Subject')).toBe('Reset your Teachloop password');
    expect(headerOf(mail.raw, 'To')).toBe('ada@example.com');

    const body = decodeQuotedPrintable(mail.raw);
    const links = body.match(
      /http:\/\/localhost:3000\/api\/auth\/reset-password\/[\w-]+\?callbackURL=[^\s"<]+/g,
    );
    // The same link in the text part and in the HTML part's href.
    expect(links).toHaveLength(2);
    expect(new Set(links).size).toBe(1);

    const [link] = links ?? [];
    const token = await followResetLink(app, link ?? '');
    expect((await resetPassword(app, token, 'new password from mail')).statusCode).toBe(200);
    expect((await signIn(app, 'ada@example.com', 'old password')).statusCode).toBe(401);
    expect((await signIn(app, 'ada@example.com', 'new password from mail')).statusCode).toBe(200);
  });

  it('sends nothing for an address that has no account, yet answers alike', async () => {
    const sent = received.length;
    const unknown = await requestReset(app, 'nobody@example.com');
    expect(unknown.statusCode).toBe(200);
    await signedUpUser(app, 'grace@example.com');
    const known = await requestReset(app, 'grace@example.com');
    expect(unknown.body).toBe(known.body);
    // The mailer is awaited before the answer, so had the unknown address been mailed, it would be here first.
    const mail = await waitForMail(sent + 1);
    expect(mail.to).toEqual(['grace@example.com']);
    expect(received).toHaveLength(sent + 1);
  });
});

describe('a slow mail server', () => {
  it('does not delay the reset answer, so its timing cannot tell which accounts exist', async () => {
    const email = 'patient@example.com';
    await signedUpUser(app, email);
    let release!: () => void;
    holdDelivery = new Promise((resolve) => (release = resolve));
    const before = received.length;

    const response = await requestReset(app, email);
    expect(response.statusCode).toBe(200);
    expect(received).toHaveLength(before);

    release();
    holdDelivery = undefined;
    expect((await waitForMail(before + 1)).to).toEqual([email]);
  });
});
