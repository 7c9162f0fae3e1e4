import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { grantModeratorByEmail } from '../db/moderators';
import { cookieOf, signIn, tokenOf } from '../test/auth-helpers';
import { buildCircle } from '../test/circles';
import { buildChallenge, buildUser, call, TEST_PASSWORD, type TestUser } from '../test/factories';
import { EXPLANATION } from '../test/learning-loop';
import { newPushEndpoint, subscribeDevice } from '../test/push-devices';
import { SAMPLE_IMAGES } from '../test/sample-images';
import { uploadPng } from '../test/upload-image';
import { postAvatar } from '../test/upload-avatar';
import type { SignedInRole } from './access-rules';
import {
  feedbackRequestIdOf,
  handTeachbackTo,
  newestUnreadNotificationId,
  openToCommunity,
  openToTeach,
  pendingJoinRequestId,
  sessionIdOfToken,
  verificationLinksOf,
  insertSuspendedPerson,
  insertPaidXpEntry,
  insertReportedPerson,
  placeOnPath,
} from './scene.repo';

export type Cast = Record<SignedInRole | 'moderator', TestUser>;

/** The people of access-rules.ts, signed up once per test file; the moderator granted as the admin command does. */
export async function buildCast(app: FastifyInstance, db: Db): Promise<Cast> {
  const moderator = await buildUser(app);
  await grantModeratorByEmail(db, moderator.email, Date.now());
  return {
    owner: await buildUser(app),
    assignee: await buildUser(app),
    applicant: await buildUser(app),
    stranger: await buildUser(app),
    moderator,
  };
}

/**
 * One fresh set of things the cast is tied by, so each route is tried on items no earlier call has moved on:
 * - `challenge`: the owner's, with private notes; its teach-back, with the assignee's private notes, completed
 *   and reviewed by the owner (so the assignee may mark it helpful);
 * - `acceptedChallenge`: another of the owner's, whose teach-back the assignee has started and explained (notes
 *   long enough to complete it) but not completed;
 * - `untouchedTeachback`: a third one's teach-back, handed to the assignee and not started;
 * - `communityFeedback`: a fourth one's review, never written by the owner 8 days after the assignee completed
 *   the teach-back, open to the applicant, who has its topic verified (decision 023);
 * - `openChallenges`: five more of the owner's, open to teach (no teach-back), one for each caller of accept;
 * - `openCircle` and `privateCircle`: the owner's, the assignee a member of both; the applicant waits on
 *   `joinRequest` to the private one;
 * - `notification`: the owner's newest unread one;
 * - `image`: one the owner uploaded; `avatar`: the owner's photo's address;
 * - `emailLinks`: tokens of unused verification links to the owner's address, each good once;
 * - `spareSession` (when asked for): the id of a second session of the owner's, as if on another device;
 * - `pushEndpoint`: the owner's device's push subscription (its endpoint is a capability: nobody is shown it).
 * The notes carry unique markers: no body may show them to anyone who may not read them.
 */
export async function buildScene(
  app: FastifyInstance,
  db: Db,
  cast: Cast,
  options: { spareSession?: boolean } = {},
) {
  const { owner, assignee, applicant } = cast;
  const challengeNote = `owner-private-${randomUUID()}`;
  const teachbackNote = `assignee-private-${randomUUID()}`;
  const loop = await teachbackHandedTo(app, db, owner, assignee);
  await expectOk(call(app, 'POST', `/api/teachbacks/${loop.teachbackId}/start`, assignee));
  await expectOk(
    // Long enough to complete (TEACHBACK_MIN_WORDS), with the marker first.
    call(app, 'PUT', `/api/teachbacks/${loop.teachbackId}/notes`, assignee, {
      notes: `${teachbackNote} ${EXPLANATION}`,
    }),
  );
  await expectOk(
    call(app, 'PUT', `/api/challenges/${loop.challengeId}/notes`, owner, { notes: challengeNote }),
  );
  await expectOk(call(app, 'POST', `/api/teachbacks/${loop.teachbackId}/complete`, assignee));
  const feedback = await feedbackRequestIdOf(db, loop.teachbackId);
  const review = { rating: 4, rubric: { clarity: 5, accuracy: 4, examples: 3 }, comment: 'Clear.' };
  await expectOk(call(app, 'PUT', `/api/feedback/${feedback}/review`, owner, review));
  const replyNote = `thread-private-${randomUUID()}`;
  const reply = await replyAs(app, assignee, feedback, replyNote);
  // Asked from a path item, so its author may choose whether to publish it (the matrix chooses not to: the
  // explanation holds a private marker).
  await placeOnPath(db, loop.challengeId, 'intro-to-python/variables');
  // An explanation of the assignee's in the course library (no private text), for helpful marks.
  const published = await teachbackHandedTo(app, db, owner, assignee);
  await placeOnPath(db, published.challengeId, 'intro-to-python/variables');
  await expectOk(
    call(app, 'PUT', `/api/teachbacks/${published.teachbackId}/notes`, assignee, { notes: EXPLANATION }),
  );
  await expectOk(
    call(app, 'POST', `/api/teachbacks/${published.teachbackId}/complete`, assignee, { publish: true }),
  );
  const publishedFeedback = await feedbackRequestIdOf(db, published.teachbackId);
  await expectOk(call(app, 'PUT', `/api/feedback/${publishedFeedback}/review`, owner, { rating: 5 }));

  const accepted = await teachbackHandedTo(app, db, owner, assignee);
  await expectOk(call(app, 'POST', `/api/teachbacks/${accepted.teachbackId}/start`, assignee));
  await expectOk(
    call(app, 'PUT', `/api/teachbacks/${accepted.teachbackId}/notes`, assignee, { notes: EXPLANATION }),
  );
  const untouched = await teachbackHandedTo(app, db, owner, assignee);
  const unreviewed = await teachbackHandedTo(app, db, owner, assignee);
  await expectOk(call(app, 'POST', `/api/teachbacks/${unreviewed.teachbackId}/start`, assignee));
  await expectOk(
    call(app, 'PUT', `/api/teachbacks/${unreviewed.teachbackId}/notes`, assignee, { notes: EXPLANATION }),
  );
  await expectOk(call(app, 'POST', `/api/teachbacks/${unreviewed.teachbackId}/complete`, assignee));
  const communityFeedback = await feedbackRequestIdOf(db, unreviewed.teachbackId);
  await openToCommunity(db, communityFeedback, applicant.id);
  const openChallenges: string[] = [];
  for (let i = 0; i < 5; i++) {
    const created = await buildChallenge(app, owner, { title: `Open to teach ${i}` });
    await openToTeach(db, created.challenge.id);
    openChallenges.push(created.challenge.id);
  }

  const openCircle = await buildCircle(app, owner);
  await expectOk(call(app, 'POST', `/api/circles/${openCircle.id}/join`, assignee));
  const privateCircle = await buildCircle(app, owner, { name: 'Private study', privacy: 'private' });
  const memberRequest = await askToJoin(app, db, assignee, privateCircle.id);
  await expectOk(
    call(app, 'POST', `/api/circles/${privateCircle.id}/requests/${memberRequest}/approve`, owner),
  );
  const joinRequest = await askToJoin(app, db, applicant, privateCircle.id);

  const notification = await newestUnreadNotificationId(db, owner.id);
  // An image of the owner's: public to whoever has its address.
  const image = (await uploadPng(app, owner)).id;
  // The owner's photo: public at its address. Uploaded once per cast (uploads are limited per hour).
  const { user: ownerNow } = (await call(app, 'GET', '/api/session', owner)).json<{
    user: { photoURL: string | null };
  }>();
  const avatar =
    ownerNow.photoURL ??
    (await postAvatar(app, owner, SAMPLE_IMAGES.png)).json<{ photoURL: string }>().photoURL;

  const spare = options.spareSession ? await secondSession(app, db, owner) : undefined;
  const pushEndpoint = newPushEndpoint();
  await expectOk(subscribeDevice(app, owner, pushEndpoint));
  // Links mailed to the owner's address, one per caller of the public verify route.
  const emailLinks = await verificationLinksOf(db, owner.id, owner.email, 5);
  // The assignee's profile is public: /u/{handle} and its API answer anyone.
  const made = call(app, 'PATCH', '/api/profile/visibility', assignee, { publicProfile: true });
  await expectOk(made);
  const publicHandle = (await made).json<{ visibility: { handle: string } }>().visibility.handle;

  // Someone suspended, for the moderators' suspension routes to re-suspend or lift.
  const suspendedPerson = await insertSuspendedPerson(db);
  // An award of someone outside the cast, for the moderators' XP void route.
  const xpEntry = await insertPaidXpEntry(db, (await buildUser(app)).id);
  // A public profile outside the cast that anyone may report, reported once already, and
  // one a moderator hid.
  const reported = await insertReportedPerson(db, cast.moderator.id);
  const hiddenPerson = await insertReportedPerson(db, cast.moderator.id, { hidden: true });

  return {
    cast,
    suspendedPerson,
    xpEntry,
    reported,
    hiddenPerson: hiddenPerson.id,
    spareSession: spare?.id,
    pushEndpoint,
    emailLinks,
    challenge: loop.challengeId,
    teachback: loop.teachbackId,
    publishedExplanation: published.teachbackId,
    feedback,
    reply,
    acceptedChallenge: accepted.challengeId,
    acceptedTeachback: accepted.teachbackId,
    untouchedTeachback: untouched.teachbackId,
    communityFeedback,
    openChallenges,
    openCircle: openCircle.id,
    privateCircle: privateCircle.id,
    joinRequest,
    notification,
    image,
    avatar,
    publicHandle,
    /** Text only the named roles may ever see in a response body. */
    secrets: [
      { text: challengeNote, readers: ['owner'] },
      // The reviewer reads the explanation they review.
      { text: teachbackNote, readers: ['assignee', 'owner'] },
      // A review's thread: its two parties only.
      { text: replyNote, readers: ['assignee', 'owner'] },
      ...Object.entries(cast).flatMap(([role, user]) => [
        { text: user.email, readers: [role] },
        { text: tokenOf(user.cookie), readers: [] },
      ]),
      ...(spare ? [{ text: spare.token, readers: [] }] : []),
      { text: pushEndpoint, readers: [] },
    ] as { text: string; readers: string[] }[],
  };
}

export type Scene = Awaited<ReturnType<typeof buildScene>>;

/** A new challenge of `owner`'s whose teach-back goes to `assignee` (assignment picks among every user). */
async function teachbackHandedTo(app: FastifyInstance, db: Db, owner: TestUser, assignee: TestUser) {
  const created = await buildChallenge(app, owner);
  const teachbackId = created.teachback!.id;
  await handTeachbackTo(db, teachbackId, assignee.id);
  return { challengeId: created.challenge.id, teachbackId };
}

/** Signs `user` in again from another address, as from a second device. */
async function secondSession(app: FastifyInstance, db: Db, user: TestUser) {
  const response = await signIn(app, user.email, TEST_PASSWORD, {
    remoteAddress: `10.250.${randomInt(256)}.${randomInt(256)}`,
  });
  const token = tokenOf(cookieOf(response));
  return { id: await sessionIdOfToken(db, token), token };
}

/** `user`'s reply under the review `feedbackId`; its id. */
async function replyAs(app: FastifyInstance, user: TestUser, feedbackId: string, body: string) {
  const response = await call(app, 'POST', `/api/feedback/${feedbackId}/replies`, user, { body });
  if (response.statusCode !== 201) throw new Error(`scene: ${response.statusCode} ${response.body}`);
  return response.json<{ reply: { id: string } }>().reply.id;
}

async function askToJoin(app: FastifyInstance, db: Db, user: TestUser, circleId: string) {
  await expectOk(call(app, 'POST', `/api/circles/${circleId}/requests`, user));
  return pendingJoinRequestId(db, circleId, user.id);
}

async function expectOk(pending: ReturnType<typeof call>) {
  const response = await pending;
  if (response.statusCode >= 300) {
    throw new Error(`scene: ${response.statusCode} ${response.body}`);
  }
}
