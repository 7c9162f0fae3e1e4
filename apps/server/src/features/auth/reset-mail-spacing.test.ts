import { afterEach, expect, it, vi } from 'vitest';
import {
  followResetLink,
  requestReset,
  resetMails,
  resetPassword,
  signedUpUser,
  signIn,
} from '../../test/auth-helpers';
import { buildTestApp } from '../../test/build-test-app';

const { app, config } = await buildTestApp();
const FOUR_ADDRESSES = ['198.51.100.81', '198.51.100.82', '198.51.100.83', '198.51.100.84'];

afterEach(() => {
  vi.useRealTimers();
});

async function mailsTo(email: string) {
  return (await resetMails(config)).filter((mail) => mail.to === email);
}

it('mails one reset link per account every 5 minutes, answers every request alike, and the link sent works', async () => {
  await signedUpUser(app, 'flooded@example.com');
  const unknown = await requestReset(app, 'nobody@example.com', { remoteAddress: '198.51.100.80' });
  expect(unknown.statusCode).toBe(200);

  // 10 requests from 4 addresses, then the owner's own: all answered as for an unknown address, one mail sent.
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await requestReset(app, 'flooded@example.com', {
      remoteAddress: FOUR_ADDRESSES[attempt % 4],
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(unknown.body);
  }
  const owner = await requestReset(app, 'flooded@example.com', { remoteAddress: '203.0.113.80' });
  expect(owner.statusCode).toBe(200);
  expect(owner.body).toBe(unknown.body);
  const first = await mailsTo('flooded@example.com');
  expect(first).toHaveLength(1);

  // 5 minutes later a request sends a second mail.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 4 * 60_000);
  await requestReset(app, 'flooded@example.com', { remoteAddress: '203.0.113.80' });
  expect(await mailsTo('flooded@example.com')).toHaveLength(1);
  vi.setSystemTime(Date.now() + 60_000 + 1_000);
  const later = await requestReset(app, 'flooded@example.com', { remoteAddress: '203.0.113.80' });
  expect(later.body).toBe(unknown.body);
  expect(await mailsTo('flooded@example.com')).toHaveLength(2);

  // The first link still resets the password.
  const token = await followResetLink(app, first[0]!.link!);
  expect((await resetPassword(app, token, 'a new correct horse')).statusCode).toBe(200);
  expect((await signIn(app, 'flooded@example.com', 'a new correct horse')).statusCode).toBe(200);
});

it('spaces mails per account: another account is mailed at once', async () => {
  await signedUpUser(app, 'one@example.com');
  await signedUpUser(app, 'two@example.com');
  await requestReset(app, 'one@example.com');
  await requestReset(app, 'two@example.com');
  await requestReset(app, 'one@example.com');
  expect(await mailsTo('one@example.com')).toHaveLength(1);
  expect(await mailsTo('two@example.com')).toHaveLength(1);
});
