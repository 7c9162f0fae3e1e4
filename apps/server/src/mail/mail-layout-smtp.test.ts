import { describe, expect, it } from 'vitest';
import { requestReset, signedUpUser } from '../test/auth-helpers';
import { buildTestApp } from '../test/build-test-app';
import { buildChallenge, buildUser, call, verifyEmailOf } from '../test/factories';
import { headerOf, startLocalSmtp, type ReceivedMail } from '../test/local-smtp';
import { decodedHeader, mailParts } from '../test/mail-parts';
import { requestSignInLink } from '../test/sign-in-link-helpers';

const smtp = await startLocalSmtp();
const { app, db, config } = await buildTestApp({ SMTP_URL: smtp.url, AUTH_RATE_LIMIT_PER_IP: '1000' });

/** The newest message to `address` whose subject matches, waiting a few seconds for it (delivery is async). */
async function mailTo(address: string, subject: RegExp): Promise<ReceivedMail> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = smtp.received.findLast(
      (mail) => mail.to.includes(address) && subject.test(decodedHeader(mail.raw, 'Subject') ?? ''),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail "${subject.source}" to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What every mail shares: both parts, the wordmark, one button with the link, the link in the text part. */
function expectLaidOut(mail: ReceivedMail, link: RegExp) {
  expect(headerOf(mail.raw, 'Content-Type')).toMatch(/^multipart\/alternative/);
  const { text, html } = mailParts(mail.raw);
  expect(text).toBeDefined();
  expect(html).toBeDefined();
  const href = link.exec(text!)?.[0];
  expect(href, 'the link in the text part').toBeDefined();
  const inHtml = href!.replaceAll('&', '&amp;');
  expect(html).toContain(`href="${inHtml}"`);
  expect(html).toContain(`>${inHtml}</a>`); // the link written out too, for when the button does not work
  expect(text!.startsWith('Teachloop\n')).toBe(true);
  expect(html).toMatch(/>Teachloop<\/p>/);
  expect(html).toContain('<h1');
  expect(html).toContain('name="color-scheme" content="light dark"');
  expect(html).not.toMatch(/<img|src="http/); // nothing fetched from elsewhere
  return { text: text!, html: html!, href: href! };
}

describe('every mail to a user has one layout, in HTML and text', () => {
  it(
    'a notification: escaped in HTML, as typed in text, with its one-click unsubscribe',
    { timeout: 20_000 },
    async () => {
      const owner = await buildUser(app, { name: 'Ola' });
      const peer = await buildUser(app, { name: 'Pia' });
      for (const user of [owner, peer]) await verifyEmailOf(db, user);
      const title = '<script>alert("x")</script> & friends';
      const created = await buildChallenge(app, owner, { title });
      const assignee = [owner, peer].find((user) => user.id === created.teachback?.assigneeId)!;
      await app.jobs.runOnce();

      const mail = await mailTo(assignee.email, /teach back/);
      expect(decodedHeader(mail.raw, 'Subject')).toBe(`You were asked to teach back “${title}”`);
      const { text, html } = expectLaidOut(mail, /http:\/\/localhost:3000\/teachbacks\/[\w-]+\/work/);
      expect(text).toContain(`You were asked to teach back “${title}”`);
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; friends');
      expect(html).not.toContain('<script>');
      expect(text).toContain(
        'You get this e-mail because of your setting “A teach-back is assigned to you”.',
      );

      const post = headerOf(mail.raw, 'List-Unsubscribe')!;
      expect(post).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\?u=.+&k=teachback_assigned&t=.+>$/);
      expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const page = /Unsubscribe from these e-mails with one click: (\S+)/.exec(text)![1]!;
      expect(page).toBe(post.slice(1, -1).replace('/api/unsubscribe', '/unsubscribe'));
      expect(html).toContain(`href="${page.replaceAll('&', '&amp;')}"`);

      // The header's address is the mail client's one-click button (RFC 8058): it unsubscribes.
      const oneClick = await app.inject({
        method: 'POST',
        url: post.slice(1, -1).replace(config.publicUrl, ''),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.json()).toEqual({ kind: 'teachback_assigned', delivery: 'in_app' });
    },
  );

  it('verification, change of address, password reset and sign-in link', { timeout: 20_000 }, async () => {
    const email = 'layout@example.com';
    const { user } = await signedUpUser(app, email);
    const verify = expectLaidOut(
      await mailTo(email, /^Verify your Teachloop e-mail$/),
      /http:\/\/localhost:3000\/verify-email\?token=[\w-]+/,
    );
    expect(verify.text).toContain('If you did not sign up, ignore this e-mail');

    expect((await requestReset(app, email)).statusCode).toBe(200);
    const reset = expectLaidOut(
      await mailTo(email, /^Reset your Teachloop password$/),
      /http:\/\/localhost:3000\/api\/auth\/reset-password\/[\w-]+\?callbackURL=\S+/,
    );
    expect(reset.html).toContain('Choose a new password');

    expect((await requestSignInLink(app, email)).statusCode).toBe(200);
    expectLaidOut(
      await mailTo(email, /^Your Teachloop sign-in link$/),
      /http:\/\/localhost:3000\/sign-in-link\?token=\S+/,
    );

    const signedIn = await buildUser(app, { name: 'Mover' });
    const moved = await call(app, 'POST', '/api/email/change', signedIn, {
      newEmail: 'moved@example.com',
      currentPassword: 'correct horse battery',
    });
    expect(moved.statusCode).toBe(204);
    expectLaidOut(
      await mailTo('moved@example.com', /^Confirm your new Teachloop e-mail$/),
      /http:\/\/localhost:3000\/verify-email\?token=\S+/,
    );
    const notice = expectLaidOut(
      await mailTo(signedIn.email, /^Your Teachloop e-mail is about to change$/),
      /http:\/\/localhost:3000\/settings\/account/,
    );
    expect(notice.text).toContain('m***d@example.com');

    // Account mails are not notifications: no unsubscribe.
    for (const mail of smtp.received.filter((sent) => sent.to.includes(email))) {
      expect(headerOf(mail.raw, 'List-Unsubscribe')).toBeUndefined();
      expect(mailParts(mail.raw).text).not.toContain('Unsubscribe');
    }
    expect(user.email).toBe(email);
  });
});
