import { describe, expect, it } from 'vitest';
import { followResetLink, requestReset, resetPassword, signedUpUser, signIn } from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';
import { decodeQuotedPrintable, headerOf, startLocalSmtp } from '../../test/local-smtp';

const smtp = await startLocalSmtp();
const { received, waitForMail } = smtp;
const { app } = await buildTestApp({ SMTP_URL: smtp.url, AUTH_RATE_LIMIT_PER_IP: '1000' });

describe('password reset over a real SMTP server', () => {
  it(
    'delivers the reset link by SMTP, and the link from the received message resets the password',
    { timeout: 20_000 },
    async () => {
      await signedUpUser(app, 'ada@example.com', 'old password');
      // Sign-up mailed its verification link first.
      expect(headerOf((await waitForMail(1)).raw, 'Subject')).toBe('Verify your Teachloop e-mail');
      expect((await requestReset(app, 'ada@example.com')).statusCode).toBe(200);

      const mail = await waitForMail(2);
      expect(mail.to).toEqual(['ada@example.com']);
      expect(mail.from).toBe('no-reply@teachloop.local');
      expect(headerOf(mail.raw, 'Subject')).toBe('Reset your Teachloop password');
      expect(headerOf(mail.raw, 'To')).toBe('ada@example.com');

      const body = decodeQuotedPrintable(mail.raw);
      const links = body.match(
        /http:\/\/localhost:3000\/api\/auth\/reset-password\/[\w-]+\?callbackURL=[^\s"<]+/g,
      );
      // The same link in the text part, and in the HTML part: the button's href, and the written-out link's
      // href and text.
      expect(links).toHaveLength(4);
      expect(new Set(links).size).toBe(1);

      const [link] = links ?? [];
      const token = await followResetLink(app, link ?? '');
      expect((await resetPassword(app, token, 'new password from mail')).statusCode).toBe(200);
      expect((await signIn(app, 'ada@example.com', 'old password')).statusCode).toBe(401);
      expect((await signIn(app, 'ada@example.com', 'new password from mail')).statusCode).toBe(200);
    },
  );

  it('sends nothing for an address that has no account, yet answers alike', async () => {
    // Counted before sign-up: its verification mail may arrive before signedUpUser returns.
    const sent = received.length + 1;
    await signedUpUser(app, 'grace@example.com');
    await waitForMail(sent); // its verification link
    const unknown = await requestReset(app, 'nobody@example.com');
    expect(unknown.statusCode).toBe(200);
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
    const verification = received.length + 1;
    await signedUpUser(app, email);
    await waitForMail(verification);
    const release = smtp.hold();
    const before = received.length;

    const response = await requestReset(app, email);
    expect(response.statusCode).toBe(200);
    expect(received).toHaveLength(before);

    release();
    expect((await waitForMail(before + 1)).to).toEqual([email]);
  });
});
