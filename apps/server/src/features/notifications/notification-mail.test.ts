import { DAY_MS } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../test/auth-helpers';
import { buildCircle, circleAction } from '../../test/circles';
import { buildAppWith, buildUser, call, verifyEmailOf, type TestUser } from '../../test/factories';
import { completedTeachback, reviewedTeachback } from '../../test/learning-loop';

let clock = Date.parse('2026-06-03T10:00:00Z'); // a Wednesday
const { app, db, config } = await buildAppWith({ now: () => clock });

/** A user whose address is verified: only such addresses get notification mail. */
async function verifiedUser(options: Parameters<typeof buildUser>[1]) {
  const user = await buildUser(app, options);
  await verifyEmailOf(db, user);
  return user;
}

async function mailsTo(user: TestUser) {
  return (await outbox(config)).filter(
    (mail) => mail.to === user.email && mail.subject !== 'Verify your Teachloop e-mail',
  );
}

function choose(user: TestUser, kind: string, delivery: 'email' | 'in_app') {
  return call(app, 'PUT', '/api/notification-preferences', user, { preferences: [{ kind, delivery }] });
}

/** The signed query of a mail's unsubscribe link, as the page posts it. */
function unsubscribeQuery(link: string): string {
  return new URL(link).search;
}

function unsubscribeLinkIn(text: string): string {
  const line = text.split('\n').find((candidate) => candidate.startsWith('Unsubscribe from these e-mails'));
  return line!.slice(line!.indexOf('http'));
}

describe('notification e-mails', () => {
  it(
    'go out on the next scheduler run, once, only for kinds the user gets by e-mail',
    { timeout: 20_000 },
    async () => {
      const owner = await verifiedUser({ name: 'Olga' });
      const quiet = await verifiedUser({ name: 'Quinn' });
      expect((await choose(owner, 'circle_request_received', 'email')).statusCode).toBe(200);
      for (const user of [owner, quiet]) {
        const circle = await buildCircle(app, user, { name: `Circle of ${user.id}`, privacy: 'private' });
        await circleAction(app, await verifiedUser({ name: 'Pat' }), circle.id, 'requests');
      }
      expect(await mailsTo(owner)).toEqual([]);

      expect((await app.jobs.runOnce()).mail).toBeGreaterThanOrEqual(1);
      await app.jobs.runOnce();
      const [mail, ...more] = await mailsTo(owner);
      expect(more).toEqual([]);
      expect(mail).toMatchObject({
        subject: `Pat asked to join “Circle of ${owner.id}”`,
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      expect(mail!.text).toContain(`${config.publicUrl}/circles/`);
      expect(mail!.text).toContain('“Someone asked to join your circle”');
      expect(await mailsTo(quiet)).toEqual([]);
    },
  );

  it('a one-click unsubscribe works without signing in, for its own user and kind only', async () => {
    const [ada, ben] = [await verifiedUser({ name: 'Ada' }), await verifiedUser({ name: 'Ben' })];
    // Completing Ada's teach-back request tells her; she chose e-mail for it.
    await choose(ada, 'teachback_completed', 'email');
    await completedTeachback(app, db, ada, ben, { title: 'Queues' });
    await app.jobs.runOnce();
    const [mail] = (await mailsTo(ada)).filter((sent) => sent.subject.includes('Queues'));
    const link = unsubscribeLinkIn(mail!.text);
    expect(link.startsWith(`${config.publicUrl}/unsubscribe?`)).toBe(true);
    const query = unsubscribeQuery(link);

    // Another kind or another user with the same token: refused, nothing changes.
    const otherKind = query.replace('k=teachback_completed', 'k=review_received');
    const otherUser = query.replace(`u=${ada.id}`, `u=${ben.id}`);
    for (const forged of [otherKind, otherUser, `${query.slice(0, -2)}xx`]) {
      const refused = await call(app, 'POST', `/api/unsubscribe${forged}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('permission_denied');
    }
    const before = await call(app, 'GET', '/api/notification-preferences', ada);
    expect(before.json().preferences).toContainEqual({
      kind: 'teachback_completed',
      delivery: 'email',
      push: true,
    });

    // A mail client's one-click POST (RFC 8058): a form body, no cookie.
    const oneClick = await app.inject({
      method: 'POST',
      url: `/api/unsubscribe${query}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ kind: 'teachback_completed', delivery: 'in_app' });
    const after = await call(app, 'GET', '/api/notification-preferences', ada);
    // The e-mail link leaves the push switch as it was.
    expect(after.json().preferences).toContainEqual({
      kind: 'teachback_completed',
      delivery: 'in_app',
      push: true,
    });

    // The page's Undo.
    const undone = await call(app, 'POST', `/api/unsubscribe${query}`, undefined, { resubscribe: true });
    expect(undone.json()).toEqual({ kind: 'teachback_completed', delivery: 'email' });
  });

  it('refuses a malformed unsubscribe query with a 400', async () => {
    const response = await call(app, 'POST', '/api/unsubscribe?u=x&k=nonsense&t=y');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'This unsubscribe link is not valid. Change your e-mail settings after logging in.',
    );
  });
});

describe('the weekly summary', () => {
  it('goes once a week to those who chose it, with last week’s XP, the streak and reviews waiting', async () => {
    const keen = await verifiedUser({ name: 'Keen' });
    const other = await verifiedUser({ name: 'Other' });
    await choose(keen, 'weekly_summary', 'email');
    // Other teaches Keen's challenge back on Wednesday; Keen's rating completes it: 25 XP this week.
    await reviewedTeachback(app, db, keen, other, { title: 'Heaps' });

    // Earlier runs this week already sent this week's summaries (of last week): Keen chose too late for them.
    await app.jobs.runOnce();
    expect((await mailsTo(keen)).filter((mail) => mail.subject === 'Your week on Teachloop')).toEqual([]);

    clock += 5 * DAY_MS; // next Monday
    await app.jobs.runOnce();
    await app.jobs.runOnce();
    const summaries = (await mailsTo(keen)).filter((mail) => mail.subject === 'Your week on Teachloop');
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.text).toContain('XP earned last week: 25');
    expect(summaries[0]!.text).toMatch(/Current streak: \d+ days?/);
    expect(summaries[0]!.text).toContain('No reviews waiting for you.');
    expect((await mailsTo(other)).filter((mail) => mail.subject === 'Your week on Teachloop')).toEqual([]);
  });
});
