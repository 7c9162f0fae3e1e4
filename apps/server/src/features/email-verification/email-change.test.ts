import { ACCOUNT_MESSAGES, EMAIL_VERIFICATION_TEXTS } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import {
  cookieOf,
  outbox,
  postJson,
  sessionUser,
  signedUpUser,
  signIn,
  userRows,
} from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';

const { app, db, config } = await buildTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });

const mailsTo = async (to: string) => (await outbox(config)).filter((mail) => mail.to === to);
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const verify = (token: string) => postJson(app, '/api/email/verify', { token });
const change = (cookie: string, body: object) => postJson(app, '/api/email/change', body, { cookie });

describe('change of e-mail', () => {
  it('mails a link to the new address and a masked note to the old; nothing changes until the link is used', async () => {
    const { cookie, user } = await signedUpUser(app, 'old.name@example.com');
    const response = await change(cookie, {
      newEmail: 'New.Name@Example.com',
      currentPassword: 'correct horse battery',
    });
    expect(response.statusCode).toBe(204);

    const [toNew] = await mailsTo('new.name@example.com');
    expect(toNew).toMatchObject({ subject: 'Confirm your new Teachloop e-mail' });
    const note = (await mailsTo('old.name@example.com')).find((m) => m.subject.includes('about to change'))!;
    expect(note.text).toContain('n***e@example.com');
    expect(note.text).not.toContain('new.name@example.com');

    // Before the link: the old address still signs in, the new one does not.
    expect((await signIn(app, 'old.name@example.com')).statusCode).toBe(200);
    expect((await signIn(app, 'new.name@example.com')).statusCode).toBe(401);
    expect((await sessionUser(app, cookie))?.email).toBe('old.name@example.com');

    const token = tokenOf(toNew!.link!);
    const elsewhere = cookieOf(await signIn(app, 'old.name@example.com'));
    const confirmed = await postJson(app, '/api/email/verify', { token }, { cookie });
    expect(confirmed.json()).toEqual({ changed: true });
    // A credential change: the browser that opened the link stays signed in, every other session ends.
    expect(await sessionUser(app, elsewhere)).toBeNull();
    // After: the session lives on with the new, verified address; only the new address signs in.
    expect(await sessionUser(app, cookie)).toMatchObject({
      id: user.id,
      email: 'new.name@example.com',
      emailVerified: true,
    });
    expect((await signIn(app, 'new.name@example.com')).statusCode).toBe(200);
    expect((await signIn(app, 'old.name@example.com')).statusCode).toBe(401);
    // Used once only.
    expect((await verify(token)).json()).toEqual({
      error: { code: 'invalid_argument', message: EMAIL_VERIFICATION_TEXTS.linkInvalid },
    });
  });

  it('answers a taken address as any other, mails it nothing, and moves nobody', async () => {
    await signedUpUser(app, 'taken@example.com');
    const { cookie } = await signedUpUser(app, 'asker@example.com');
    const before = await mailsTo('taken@example.com');
    const taken = await change(cookie, {
      newEmail: 'taken@example.com',
      currentPassword: 'correct horse battery',
    });
    const free = await change(cookie, {
      newEmail: 'free@example.com',
      currentPassword: 'correct horse battery',
    });
    expect([taken.statusCode, taken.body]).toEqual([free.statusCode, free.body]);
    expect(await mailsTo('taken@example.com')).toEqual(before);
    expect((await userRows(db)).filter((row) => row.email === 'taken@example.com')).toHaveLength(1);
  });

  it('ends a change when the new address is taken before its link is used', async () => {
    const { cookie } = await signedUpUser(app, 'slow@example.com');
    await change(cookie, { newEmail: 'race@example.com', currentPassword: 'correct horse battery' });
    const [mail] = await mailsTo('race@example.com');
    await signedUpUser(app, 'race@example.com');
    expect((await verify(tokenOf(mail!.link!))).statusCode).toBe(400);
    expect((await sessionUser(app, cookie))?.email).toBe('slow@example.com');
  });

  it('needs the current password, a valid new address and a session; refusals write nothing', async () => {
    const { cookie } = await signedUpUser(app, 'careful@example.com');
    const sent = (await outbox(config)).length;
    const wrong = await change(cookie, { newEmail: 'x@example.com', currentPassword: 'wrong password' });
    expect(wrong.json()).toEqual({
      error: { code: 'invalid_argument', message: ACCOUNT_MESSAGES.currentPasswordWrong },
    });
    const missing = await change(cookie, { newEmail: 'x@example.com' });
    expect(missing.json().error.message).toBe(ACCOUNT_MESSAGES.currentPasswordRequired);
    expect((await change(cookie, { newEmail: 'not an address', currentPassword: 'x' })).statusCode).toBe(400);
    const same = await change(cookie, {
      newEmail: 'careful@example.com',
      currentPassword: 'correct horse battery',
    });
    expect(same.json().error.message).toBe(EMAIL_VERIFICATION_TEXTS.sameEmail);
    expect((await postJson(app, '/api/email/change', { newEmail: 'x@example.com' })).statusCode).toBe(401);
    expect(await outbox(config)).toHaveLength(sent);
    expect(
      await db
        .selectFrom('email_tokens')
        .select('purpose')
        .where('purpose', '=', 'change')
        .where('email', '=', 'x@example.com')
        .execute(),
    ).toEqual([]);
  });
});
