import { EMAIL_VERIFICATION_TEXTS } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import {
  cookieOf,
  followResetLink,
  outbox,
  PASSWORD,
  postJson,
  requestReset,
  resetMails,
  resetPassword,
  sessionUser,
  signedUpUser,
  signIn,
  userRows,
} from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';

/* The two holes the credential-change rule closed, as they were reproduced. */

const { app, db, config } = await buildTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });

const EXPIRED_OR_USED = {
  error: { code: 'invalid_argument', message: EMAIL_VERIFICATION_TEXTS.linkInvalid },
};
const addressOf = async (userId: string) => (await userRows(db)).find((row) => row.id === userId)?.email;

/** Someone who knows the password starts moving the account to their own address; returns the mailed link. */
async function attackerStartsEmailChange(ownerEmail: string, attackerEmail: string) {
  const attacker = cookieOf(await signIn(app, ownerEmail));
  const asked = await postJson(
    app,
    '/api/email/change',
    { newEmail: attackerEmail, currentPassword: PASSWORD },
    { cookie: attacker },
  );
  expect(asked.statusCode).toBe(204);
  const mail = (await outbox(config)).find((m) => m.to === attackerEmail)!;
  return { attacker, token: new URL(mail.link!).searchParams.get('token')! };
}

async function resetTokenFor(email: string) {
  expect((await requestReset(app, email)).statusCode).toBe(200);
  const link = (await resetMails(config)).filter((mail) => mail.to === email).at(-1)!.link!;
  return followResetLink(app, link);
}

describe('a pending change of address does not outlive the password', () => {
  it('is void once the owner changes the password: the link answers expired or used, the address stays', async () => {
    const owner = await signedUpUser(app, 'owner-a@example.com');
    const { attacker, token } = await attackerStartsEmailChange('owner-a@example.com', 'thief-a@example.com');

    const changed = await postJson(
      app,
      '/api/account/password',
      { currentPassword: PASSWORD, newPassword: 'only the owner knows' },
      { cookie: owner.cookie },
    );
    expect(changed.statusCode).toBe(204);

    const used = await postJson(app, '/api/email/verify', { token }, { cookie: attacker });
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual(EXPIRED_OR_USED);
    expect(await addressOf(owner.user.id)).toBe('owner-a@example.com');
    expect(await sessionUser(app, attacker)).toBeNull();
  });

  it('is void once the owner resets the password', async () => {
    const owner = await signedUpUser(app, 'owner-b@example.com');
    const { attacker, token } = await attackerStartsEmailChange('owner-b@example.com', 'thief-b@example.com');

    const reset = await resetPassword(
      app,
      await resetTokenFor('owner-b@example.com'),
      'only the owner knows',
    );
    expect(reset.statusCode).toBe(200);

    const used = await postJson(app, '/api/email/verify', { token });
    expect(used.json()).toEqual(EXPIRED_OR_USED);
    expect(await addressOf(owner.user.id)).toBe('owner-b@example.com');
    expect(await sessionUser(app, attacker)).toBeNull();
  });
});

describe('a reset link mailed to the old address', () => {
  it('is refused once a change of address is confirmed', async () => {
    const owner = await signedUpUser(app, 'old-c@example.com');
    const oldLink = await resetTokenFor('old-c@example.com');
    await postJson(
      app,
      '/api/email/change',
      { newEmail: 'new-c@example.com', currentPassword: PASSWORD },
      { cookie: owner.cookie },
    );
    const mail = (await outbox(config)).find((m) => m.to === 'new-c@example.com')!;
    const confirmed = await postJson(
      app,
      '/api/email/verify',
      { token: new URL(mail.link!).searchParams.get('token') },
      { cookie: owner.cookie },
    );
    expect(confirmed.json()).toEqual({ changed: true });

    const reset = await resetPassword(app, oldLink, 'set from the old mailbox');
    expect(reset.statusCode).toBe(400);
    // The password is the owner's still.
    expect((await signIn(app, 'new-c@example.com')).statusCode).toBe(200);
    expect((await signIn(app, 'new-c@example.com', 'set from the old mailbox')).statusCode).toBe(401);
  });
});
