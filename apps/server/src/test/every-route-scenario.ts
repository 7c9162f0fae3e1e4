import { IDEMPOTENCY_KEY_HEADER, type CreateChallengeResponse } from '@teachloop/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { encodeCursor } from '../keyset-cursor';
import { buildUser, validChallenge, type TestUser } from './factories';
import { EXPLANATION, recountOpenTeachbacks } from './learning-loop';
import { routeCaller, type Hit } from './every-route';
import { account, auth, circles, deleteAccount, notifications } from './every-route-account';
import { challengeOwner } from './every-route-challenge-owner';
import { communityReview } from './every-route-community-review';
import { openReviews } from './every-route-open-reviews';
import { openToTeach } from './every-route-open-to-teach';
import { images } from './every-route-images';
import { profileSettings } from './every-route-profile-settings';
import { emailAddress } from './every-route-email';
import { googleLink } from './every-route-google-link';
import { blocks } from './every-route-blocks';
import { invites } from './every-route-invites';
import { library } from './every-route-library';
import { paths } from './every-route-paths';
import { publicProfile } from './every-route-public-profile';
import { replyThread } from './every-route-replies';
import { suspension } from './every-route-suspension';
import { reports } from './every-route-reports';
import { xpVoid } from './every-route-xp-void';

type Query = Record<string, string>;

/**
 * Every route of the app, called as the web app calls it by users who create, teach back, review, join
 * circles and read their lists (with filters, searches and a second page), then one scheduler run.
 * `lookup` is a database handle the scenario reads ids from without those reads counting as the app's.
 */
export async function playEveryRoute(
  app: FastifyInstance,
  lookup: Db,
  config: Config,
  drain: () => Promise<void>,
) {
  const caller = routeCaller(app);
  const { hit } = caller;
  const [ada, ben, cy, dee] = [
    await buildUser(app),
    await buildUser(app),
    await buildUser(app),
    await buildUser(app),
  ];
  const byId = new Map([ada, ben, cy, dee].map((user) => [user.id, user]));

  await hit('GET /healthz', undefined);
  await hit('GET /api/client-config', undefined);
  // Sent twice with one Idempotency-Key: the second is answered from the kept answer (plugins/idempotency.ts).
  for (let time = 0; time < 2; time++) {
    await hit('POST /api/contact', undefined, {
      body: { name: 'Ada', email: 'ada@example.com', message: 'Hello there' },
      headers: { [IDEMPOTENCY_KEY_HEADER]: 'every-route-contact' },
    });
  }

  const learner = await learningLoop(hit, ada, byId, lookup);
  await lists(hit, ada, learner);
  await publicProfile(hit, learner);
  await paths(hit, dee);
  await hit('GET /explore/:slug', undefined, { params: { slug: 'intro-to-python' } });
  await hit('GET /explore/:slug/:item', undefined, {
    params: { slug: 'intro-to-python', item: 'variables' },
  });
  await library(hit, { owner: ben, author: cy, reader: dee }, lookup);
  await openToTeach(hit, { owner: ada, decliner: ben, acceptor: cy }, lookup);
  await communityReview(hit, { owner: ben, learner: cy, reviewer: dee }, lookup);
  await openReviews(hit, { author: ben, reviewer: cy }, lookup);
  await challengeOwner(hit, ada, lookup);
  await circles(hit, ada, ben, cy, dee);
  await images(hit, dee);
  await profileSettings(hit, dee);
  await invites(hit, ada);
  await blocks(hit, ada, await buildUser(app), await buildUser(app));
  await reports(hit, { owner: ada, learner, other: ben }, await buildUser(app), lookup);
  await notifications(hit, learner, config);
  const jobs = await app.jobs.runOnce();
  // The bulk rows hold teach-backs due tomorrow and overdue ones: each task must have had work to do.
  if (!jobs.reminders || !jobs.reassignments)
    throw new Error(`scheduler had nothing to do: ${JSON.stringify(jobs)}`);
  await suspension(hit, await buildUser(app), await buildUser(app), lookup);
  await xpVoid(hit, await buildUser(app), lookup);
  await emailAddress(hit, await buildUser(app), config, drain);
  await googleLink(hit, await buildUser(app), config);
  await account(hit, cy);
  await auth(hit, ada, dee, config, drain);
  await deleteAccount(hit, ada, ben, lookup);
  // A stream never ends, so inject would wait forever: signed out it is refused after the session check.
  await hit('GET /api/events', undefined, { status: 401 });
  return caller;
}

/** A challenge, its teach-back done by whoever it went to, the review and its helpful mark. */
async function learningLoop(hit: Hit, owner: TestUser, byId: Map<string, TestUser>, lookup: Db) {
  const created = (
    await hit('POST /api/challenges', owner, { body: validChallenge })
  ).json<CreateChallengeResponse>();
  const challenge = { id: created.challenge.id };
  const teachback = { id: created.teachback!.id };
  // Assignment picks among every user; a bulk user who took it hands it to one of ours, as learning-loop does.
  let learner = byId.get(created.teachback!.assigneeId);
  if (!learner) {
    learner = [...byId.values()].find((user) => user.id !== owner.id)!;
    await lookup
      .updateTable('teachbacks')
      .set({ assignee_id: learner.id })
      .where('id', '=', teachback.id)
      .execute();
    await recountOpenTeachbacks(lookup);
  }

  await hit('GET /api/teachbacks/:id', learner, { params: teachback });
  await hit('POST /api/teachbacks/:id/start', learner, { params: teachback });
  await hit('GET /api/challenges/:id', owner, { params: challenge });
  await hit('POST /api/challenges/:id/start', owner, { params: challenge });
  await hit('PUT /api/challenges/:id/notes', owner, {
    params: challenge,
    body: { notes: 'Start with the invariant.' },
  });

  await hit('PUT /api/teachbacks/:id/notes', learner, {
    params: teachback,
    body: { notes: EXPLANATION },
  });
  await hit('POST /api/teachbacks/:id/complete', learner, { params: teachback });

  const request = await lookup
    .selectFrom('feedback_requests')
    .select('id')
    .where('teachback_id', '=', teachback.id)
    .executeTakeFirstOrThrow();
  await hit('GET /api/feedback/:id', owner, { params: request });
  await hit('PUT /api/feedback/:id/review', owner, {
    params: request,
    body: {
      rating: 4,
      rubric: { clarity: 5, accuracy: 4, examples: 3 },
      comment: 'Clear, with a worked example.',
    },
  });
  await hit('POST /api/feedback/:id/helpful', learner, { params: request });
  await replyThread(hit, { reviewer: owner, learner }, request.id);
  await hit('GET /api/teachbacks/:id/context', learner, { params: teachback });
  await hit('POST /api/teachbacks/:id/revision', learner, {
    params: teachback,
    body: { notes: `${EXPLANATION} Revised after the review.` },
  });
  // The owner's rating completed the challenge; a second one, closed untaught, gives the route a statement.
  const untaught = (
    await hit('POST /api/challenges', owner, { body: validChallenge })
  ).json<CreateChallengeResponse>();
  await hit('POST /api/challenges/:id/complete', owner, { params: { id: untaught.challenge.id } });
  return learner;
}

/**
 * A list's page and, when it says another follows, the next (a keyset read past a cursor). Where the user's
 * rows fit one page, the next is asked for after the first page's last row all the same, as a cursor made
 * before later rows were removed would be, so the statement of every later page is recorded.
 */
async function withNextPage(hit: Hit, route: Parameters<Hit>[0], user: TestUser, query: Query) {
  const page = (await hit(route, user, { query })).json<Record<string, unknown>>();
  const rows = Object.values(page).find(Array.isArray) as { id: string; dueTs?: number; createdAt: number }[];
  const last = rows.at(-1);
  const cursor =
    typeof page.nextCursor === 'string'
      ? page.nextCursor
      : last && encodeCursor({ createdAt: last.dueTs ?? last.createdAt, id: last.id });
  if (cursor) await hit(route, user, { query: { ...query, cursor } });
}

/** Each list with its filters and a second page where it pages, as the dashboard and list pages ask. */
async function lists(hit: Hit, owner: TestUser, learner: TestUser) {
  for (const query of [
    {},
    { active: 'true', limit: '5' },
    { limit: '1' },
    { active: 'true', limit: '1' },
  ] as Query[])
    await withNextPage(hit, 'GET /api/challenges', owner, query);
  for (const query of [{}, { active: 'true', limit: '5' }, { limit: '1' }] as Query[])
    await withNextPage(hit, 'GET /api/teachbacks', learner, query);
  for (const query of [{}, { active: 'true' }] as Query[])
    await hit('GET /api/challenges/count', owner, { query });
  for (const query of [{}, { open: 'true' }] as Query[])
    await hit('GET /api/teachbacks/count', learner, { query });
  for (const route of [
    'GET /api/feedback',
    'GET /api/feedback/received',
    'GET /api/feedback/requests',
  ] as const) {
    for (const user of [owner, learner]) {
      await hit(route, user);
      await withNextPage(hit, route, user, { limit: '1' });
    }
  }
  await withNextPage(hit, 'GET /api/feedback', owner, { pending: 'true', limit: '1' });
  await hit('GET /api/feedback/counts', owner);
  for (const user of [owner, learner]) await hit('GET /api/onboarding', user);

  for (const query of [
    {},
    { type: 'challenge' },
    { type: 'badge' },
    { q: 'binary' },
    { limit: '1' },
  ] as Query[]) {
    const page = (await hit('GET /api/activity', owner, { query })).json<{ nextCursor: string | null }>();
    if (page.nextCursor)
      await hit('GET /api/activity', owner, { query: { ...query, cursor: page.nextCursor } });
  }
  await hit('GET /api/profile', owner);
  await hit('GET /api/portfolio', owner);
  for (const query of [
    {},
    { period: 'month' },
    { period: 'all' },
    { period: 'all', sort: 'streak', dir: 'asc' },
    { period: 'week', sort: 'streak' },
    { period: 'all', q: 'Bulk', offset: '50' },
    { period: 'week', q: 'Learner' },
  ] as Query[]) {
    await hit('GET /api/leaderboard', owner, { query });
  }
  await hit('GET /api/leaderboard', undefined);

  const course = { slug: 'intro-to-python' };
  const page = (await hit('GET /api/courses/:slug/challenges', owner, { params: course })).json<{
    nextCursor: string | null;
  }>();
  if (page.nextCursor) {
    await hit('GET /api/courses/:slug/challenges', owner, {
      params: course,
      query: { cursor: page.nextCursor },
    });
  }
}
