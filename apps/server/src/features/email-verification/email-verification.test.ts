import { EMAIL_VERIFICATION_TEXTS } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { outbox, postJson, requestReset, sessionUser, signedUpUser, signUp } from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';

const { app, db, config } = await buildTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
const INVALID = { error: { code: 'invalid_argument', message: EMAIL_VERIFICATION_TEXTS.linkInvalid } };

/** The token of the newest mail to `to` with `subject`, as the verify page reads it from the link. */
async function tokenMailedTo(to: string, subject = 'Verify your Teachloop e-mail') {
  const mail = (await outbox(config)).filter((m) => m.to === to && m.subject === subject).at(-1);
  if (!mail?.link) throw new Error(`no "${subject}" mail to ${to}`);
  const link = new URL(mail.link);
  expect(link.origin + link.pathname).toBe('http://localhost:3000/verify-email');
  return link.searchParams.get('token')!;
}

const verify = (token: string) => postJson(app, '/api/email/verify', { token });

describe('e-mail verification', () => {
  it('mails a link at sign-up; opening it marks the address verified, once', async () => {
    const { cookie, user } = await signedUpUser(app, 'vera@example.com');
    expect(user.emailVerified).toBe(false);
    const token = await tokenMailedTo('vera@example.com');
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ changed: false });
    expect((await sessionUser(app, cookie))?.emailVerified).toBe(true);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
  });

  it('refuses an expired link with the same clear answer, and changes nothing', async () => {
    const { cookie, user } = await signedUpUser(app, 'late@example.com');
    const token = await tokenMailedTo('late@example.com');
    // The link's day has passed (its row's expiry moved into the past).
    await db
      .updateTable('email_tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', user.id)
      .execute();
    const response = await verify(token);
    expect(response.json()).toEqual(INVALID);
    expect((await sessionUser(app, cookie))?.emailVerified).toBe(false);
  });

  it('refuses a made-up token, and a bad body with a 400 that writes nothing', async () => {
    expect((await verify('not-a-token')).json()).toEqual(INVALID);
    expect((await postJson(app, '/api/email/verify', { token: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await postJson(app, '/api/email/verify', {})).statusCode).toBe(400);
  });

  it('Resend mails a new link (the old one stops working), at most once a minute, and needs a session', async () => {
    const { cookie } = await signedUpUser(app, 'resend@example.com');
    const old = await tokenMailedTo('resend@example.com');
    const resend = () => postJson(app, '/api/email/verification/resend', {}, { cookie });
    expect((await resend()).statusCode).toBe(204);
    const fresh = await tokenMailedTo('resend@example.com');
    expect(fresh).not.toBe(old);
    // Again within the minute: answered as sent (a link did go out), and nothing more is mailed.
    const mailCount = (await outbox(config)).length;
    expect((await resend()).statusCode).toBe(204);
    expect(await outbox(config)).toHaveLength(mailCount);
    expect(await tokenMailedTo('resend@example.com')).toBe(fresh);
    expect((await verify(old)).json()).toEqual(INVALID);
    expect((await verify(fresh)).statusCode).toBe(200);
    expect((await postJson(app, '/api/email/verification/resend', {})).statusCode).toBe(401);
  });

  it('Resend clicked twice at once mails one link and answers both as sent', async () => {
    const { cookie } = await signedUpUser(app, 'double@example.com');
    const before = await tokenMailedTo('double@example.com');
    const mailsTo = async () => (await outbox(config)).filter((mail) => mail.to === 'double@example.com');
    const sentBefore = (await mailsTo()).length;
    const resend = () => postJson(app, '/api/email/verification/resend', {}, { cookie });
    const answers = await Promise.all([resend(), resend()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([204, 204]);
    expect(await mailsTo()).toHaveLength(sentBefore + 1);
    const fresh = await tokenMailedTo('double@example.com');
    expect(fresh).not.toBe(before);
    expect((await verify(fresh)).statusCode).toBe(200);
  });

  it('sends an unverified account no notification mail, but its reset mail', async () => {
    const { cookie } = await signedUpUser(app, 'quiet@example.com');
    const { user: peer } = await signedUpUser(app, 'loud@example.com');
    await verify(await tokenMailedTo('loud@example.com'));
    const quiet = await sessionUser(app, cookie);
    // A notification each, waiting in the e-mail outbox (as notify writes one for a kind the user mails).
    const now = Date.now();
    for (const [i, id] of [quiet!.id, peer.id].entries()) {
      await db
        .insertInto('notifications')
        .values({
          id: `n-${i}-${now}`,
          user_id: id,
          kind: 'review_received',
          text: 'Someone reviewed your teach-back.',
          href: '/feedback',
          read_at: null,
          created_at: now,
          email_status: 'pending',
          dedupe_key: null,
        })
        .execute();
    }
    await app.jobs.runOnce();
    const to = (await outbox(config)).map((mail) => `${mail.to}: ${mail.subject}`);
    expect(to.filter((line) => line.startsWith('loud@example.com') && !line.includes('Verify'))).toHaveLength(
      1,
    );
    expect(to.filter((line) => line.startsWith('quiet@example.com') && !line.includes('Verify'))).toEqual([]);
    expect((await requestReset(app, 'quiet@example.com')).statusCode).toBe(200);
    const quietMail = (await outbox(config)).filter((mail) => mail.to === 'quiet@example.com');
    expect(quietMail.map((mail) => mail.subject).sort()).toEqual([
      'Reset your Teachloop password',
      'Verify your Teachloop e-mail',
    ]);
  });

  it('sends no verification link for a sign-up refused for its shape', async () => {
    const before = (await outbox(config)).length;
    expect((await signUp(app, { email: 'short@example.com', password: 'short' })).statusCode).toBe(400);
    expect(await outbox(config)).toHaveLength(before);
  });
});
