import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { grantModeratorByEmail } from '../db/moderators';
import { buildCircle, joinAs } from '../test/circles';
import { buildChallenge, buildUser, call, validChallenge, type TestUser } from '../test/factories';
import { EXPLANATION } from '../test/learning-loop';
import {
  feedbackRequestIdOf,
  handTeachbackTo,
  openToCommunity,
  openToTeach,
  placeOnPath,
} from './scene.repo';

/**
 * The people of the visibility matrix (visibility-matrix.test.ts):
 * - `author`: wrote a challenge, a teach-back explanation, a review, a reply, a circle and a profile bio, each
 *   of which a moderator then hid;
 * - `suspended`: wrote the same kinds of thing, then was suspended (their sessions end, so they call nothing);
 * - `peer`: in the loop with both (assignee of their challenges, reviewer of their teach-backs, the other
 *   party of their review threads), and reviewer of the blocked pair's teach-backs;
 * - `stranger`: no tie to anyone, but verified in the topic of the author's and the suspended person's
 *   explanations, so both were open to them as a community reviewer;
 * - `blocker` and `blocked`: a review thread between them, and each verified in the topic of the other's
 *   explanation open to community review; `blocked` also taught an item unasked, open to everyone for review;
 *   then `blocker` blocked `blocked`;
 * - `mate`: a member of the author's and the suspended person's circles;
 * - `moderator`: granted as the admin command does; made the hides and the suspension through the API;
 * - `anonymous`: no session.
 */
export const VISIBILITY_ROLES = [
  'anonymous',
  'author',
  'peer',
  'stranger',
  'blocker',
  'blocked',
  'mate',
  'moderator',
] as const;
export type VisibilityRole = (typeof VISIBILITY_ROLES)[number];
type Person = Exclude<VisibilityRole, 'anonymous'> | 'suspended';

/** A distinctive text put in one field, and who may ever read it outside the moderators' own pages. */
export interface Marker {
  text: string;
  /** The field it was written in, for the report (e.g. HIDDEN-CHALLENGE-TITLE). */
  label: string;
  readers: readonly Person[];
  /**
   * Shown to nobody but its readers even before any moderation (an open challenge's prompt is read only by
   * whoever accepts it), so the matrix cannot see the moderation take it away; it still checks it never leaks.
   */
  unmoderated?: 'private';
}

// Topics of the explanations open to community review: one per set of verified peers.
const TOPIC_MODERATED = 'Graph colouring';
const TOPIC_OF_BLOCKER = 'Red-black trees';
const TOPIC_OF_BLOCKED = 'Bloom filters';
// A course's topic and level (shared/courses.ts), so the course page would list the open challenges.
const COURSE_TOPIC = { topic: 'Python', level: 'Beginner' } as const;
/** The path item whose library holds the published explanations (the matrix reads its list and searches it). */
export const LIBRARY_ITEM = { slug: 'intro-to-python', item: 'variables' } as const;
/** The path item the cast teach without being asked ('Open for review'). */
const UNASKED_ITEM = { slug: 'intro-to-python', item: 'for-loops' } as const;

interface ChallengeTexts {
  title?: string;
  description?: string;
  topic?: string;
  level?: 'Beginner' | 'Intermediate' | 'Advanced';
}

/**
 * Builds everything through the API (the hand-overs and the community review's age through scene.repo.ts, as
 * the authorization matrix's scene does), moderates last, and returns the ids of each kind for the routes'
 * parameters with the markers. `before` runs once everything is written and before any hide, block or
 * suspension, so a test can see that the moderation is what takes each marker away.
 */
export async function buildVisibilityScene(
  app: FastifyInstance,
  db: Db,
  before: (scene: VisibilityScene) => Promise<void>,
) {
  const suffix = randomBytes(4).toString('hex');
  const markers: Marker[] = [];
  const mark = (label: string, ...readers: Person[]) => {
    const text = `${label}-${suffix}`;
    markers.push({ text, label, readers });
    return text;
  };
  const privateMark = (label: string, ...readers: Person[]) => {
    const text = mark(label, ...readers);
    markers.at(-1)!.unmoderated = 'private';
    return text;
  };

  const people = {} as Record<Person, TestUser>;
  // Everyone of the cast with an account: each role but the anonymous one, and the suspended person.
  const cast: Person[] = [
    'author',
    'suspended',
    ...VISIBILITY_ROLES.filter((role) => role !== 'anonymous' && role !== 'author'),
  ];
  for (const person of cast) {
    people[person] = await buildUser(app, { name: `Visibility ${person}` });
  }
  const { author, suspended, peer, stranger, blocker, blocked, mate, moderator } = people;
  await grantModeratorByEmail(db, moderator.email, Date.now());

  const challenges: string[] = [];
  const teachbacks: string[] = [];
  const feedback: string[] = [];
  const circles: string[] = [];
  const handles: string[] = [];
  const toHide: { itemKind: string; itemId: string }[] = [];

  /**
   * Gives `owner`'s new challenge its texts once it is out of the random assignment's hands (the first peer
   * offered it was told its title): the owner edits it before anyone starts it, as the API allows.
   */
  async function challengeWith(owner: TestUser, texts: ChallengeTexts, place: (id: string) => Promise<void>) {
    const {
      title = 'Binary search',
      description = 'Explain why the loop ends.',
      topic = 'Algorithms',
    } = texts;
    const created = await buildChallenge(app, owner, { topic, level: texts.level ?? 'Intermediate' });
    await place(created.challenge.id);
    const fields = { ...validChallenge, title, description, topic, level: texts.level ?? 'Intermediate' };
    await expectOk(call(app, 'PATCH', `/api/challenges/${created.challenge.id}`, owner, fields));
    challenges.push(created.challenge.id);
    return created;
  }

  /** `owner`'s challenge taught back by `learner` (explanation `notes`), reviewed with `comment` when given. */
  async function loop(
    owner: TestUser,
    learner: TestUser,
    texts: ChallengeTexts & { notes?: string; comment?: string; published?: boolean },
  ) {
    // A published explanation: asked from a path item, the author chose to publish it, rated 4 stars below.
    const place = (id: string) =>
      texts.published ? placeOnPath(db, id, `${LIBRARY_ITEM.slug}/${LIBRARY_ITEM.item}`) : Promise.resolve();
    const created = await challengeWith(owner, texts, place);
    const teachbackId = created.teachback!.id;
    await handTeachbackTo(db, teachbackId, learner.id);
    const notes = texts.notes ? `${texts.notes} ${EXPLANATION}` : EXPLANATION;
    await expectOk(call(app, 'PUT', `/api/teachbacks/${teachbackId}/notes`, learner, { notes }));
    const choice = texts.published ? { publish: true } : undefined;
    await expectOk(call(app, 'POST', `/api/teachbacks/${teachbackId}/complete`, learner, choice));
    const feedbackId = await feedbackRequestIdOf(db, teachbackId);
    if (texts.comment !== undefined) {
      const rubric = { clarity: 4, accuracy: 4, examples: 4 };
      await expectOk(
        call(app, 'PUT', `/api/feedback/${feedbackId}/review`, owner, {
          rating: 4,
          rubric,
          comment: texts.comment,
        }),
      );
    }
    teachbacks.push(teachbackId);
    feedback.push(feedbackId);
    return { challengeId: created.challenge.id, teachbackId, feedbackId };
  }

  /** `writer` teaches a path item nobody asked of them (explanation `notes`) and completes it. */
  async function taughtUnasked(writer: TestUser, notes: string) {
    const taught = call(
      app,
      'POST',
      `/api/courses/${UNASKED_ITEM.slug}/items/${UNASKED_ITEM.item}/teach`,
      writer,
    );
    await expectOk(taught);
    const { teachbackId } = (await taught).json<{ teachbackId: string }>();
    const body = { notes: `${notes} ${EXPLANATION}` };
    await expectOk(call(app, 'PUT', `/api/teachbacks/${teachbackId}/notes`, writer, body));
    await expectOk(call(app, 'POST', `/api/teachbacks/${teachbackId}/complete`, writer, {}));
    const feedbackId = await feedbackRequestIdOf(db, teachbackId);
    teachbacks.push(teachbackId);
    feedback.push(feedbackId);
    return { teachbackId, feedbackId };
  }

  async function reply(user: TestUser, feedbackId: string, body: string) {
    const response = await call(app, 'POST', `/api/feedback/${feedbackId}/replies`, user, { body });
    if (response.statusCode !== 201) throw new Error(`scene: ${response.statusCode} ${response.body}`);
    return response.json<{ reply: { id: string } }>().reply.id;
  }

  /** One of each hideable kind by `writer`, each text marked `PREFIX-…` and readable by `readers`. */
  async function writeEverything(writer: TestUser, prefix: string, readers: Person[]) {
    // A challenge the peer teaches back, reviewed by the writer with a comment and a reply under it. Its title
    // names the peer's teach-back too (copied onto it): the product blanks only the prompt for the peer.
    const own = await loop(writer, peer, {
      title: privateMark(`${prefix}-CHALLENGE-TITLE`, ...readers, 'peer'),
      description: mark(`${prefix}-CHALLENGE-PROMPT`, ...readers),
      comment: mark(`${prefix}-REVIEW-COMMENT`, ...readers),
    });
    const replyId = await reply(writer, own.feedbackId, mark(`${prefix}-REPLY`, ...readers));
    await reply(peer, own.feedbackId, 'Thanks for the review.');
    // A challenge waiting in the open list, on a course's topic.
    const open = await challengeWith(
      writer,
      {
        title: mark(`${prefix}-OPEN-TITLE`, ...readers),
        description: privateMark(`${prefix}-OPEN-PROMPT`, ...readers),
        ...COURSE_TOPIC,
      },
      (id) => openToTeach(db, id),
    );
    // An explanation of the writer's, for the peer to review, open to the stranger as a community reviewer.
    const taught = await loop(peer, writer, {
      topic: TOPIC_MODERATED,
      notes: mark(`${prefix}-EXPLANATION`, ...readers),
    });
    await openToCommunity(db, taught.feedbackId, stranger.id);
    // An explanation of the writer's in a course's library, for anyone to read and find until the moderation.
    const published = await loop(peer, writer, {
      notes: mark(`${prefix}-LIBRARY-EXPLANATION`, ...readers, 'peer'),
      comment: 'Clear enough to publish.',
      published: true,
    });
    // An explanation the writer taught without being asked: open at once to every other student for review.
    const unasked = await taughtUnasked(writer, mark(`${prefix}-UNASKED-EXPLANATION`, ...readers));
    // An open circle the mate joined.
    const circle = await buildCircle(app, writer, {
      name: mark(`${prefix}-CIRCLE-NAME`, ...readers),
      focus: mark(`${prefix}-CIRCLE-FOCUS`, ...readers),
    });
    await joinAs(app, mate, circle.id);
    circles.push(circle.id);
    // A public profile with a bio.
    await expectOk(call(app, 'PATCH', '/api/profile', writer, { bio: mark(`${prefix}-BIO`, ...readers) }));
    return { own, replyId, open: open.challenge.id, taught, published, unasked, circle: circle.id };
  }

  const hidden = await writeEverything(author, 'HIDDEN', ['author']);
  toHide.push(
    { itemKind: 'challenge', itemId: hidden.own.challengeId },
    { itemKind: 'review', itemId: hidden.own.feedbackId },
    { itemKind: 'reply', itemId: hidden.replyId },
    { itemKind: 'challenge', itemId: hidden.open },
    { itemKind: 'teachback', itemId: hidden.taught.teachbackId },
    { itemKind: 'teachback', itemId: hidden.published.teachbackId },
    { itemKind: 'teachback', itemId: hidden.unasked.teachbackId },
    { itemKind: 'circle', itemId: hidden.circle },
    { itemKind: 'profile', itemId: author.id },
  );
  await writeEverything(suspended, 'SUSPENDED', ['suspended']);

  // The blocked pair: a review thread between them, and each one's explanation open to the other.
  const thread = await loop(blocker, blocked, { comment: 'Clear steps, one gap in the example.' });
  await reply(blocker, thread.feedbackId, mark('BLOCKER-REPLY', 'blocker'));
  await reply(blocked, thread.feedbackId, mark('BLOCKED-REPLY', 'blocked'));
  const blockersExplanation = await loop(peer, blocker, {
    topic: TOPIC_OF_BLOCKER,
    notes: mark('BLOCKER-EXPLANATION', 'blocker', 'peer'),
  });
  await openToCommunity(db, blockersExplanation.feedbackId, blocked.id);
  const blockedsExplanation = await loop(peer, blocked, {
    topic: TOPIC_OF_BLOCKED,
    notes: mark('BLOCKED-EXPLANATION', 'blocked', 'peer'),
  });
  await openToCommunity(db, blockedsExplanation.feedbackId, blocker.id);
  // The blocked person's explanation taught unasked: open to everyone, the blocker too until the block.
  const everyoneBut = (person: Person) => cast.filter((other) => other !== person);
  await taughtUnasked(blocked, mark('BLOCKED-UNASKED-EXPLANATION', ...everyoneBut('blocker')));

  // Everyone's profile is public: a profile page shows what its person taught and reviewed.
  for (const person of Object.values(people)) {
    const made = call(app, 'PATCH', '/api/profile/visibility', person, { publicProfile: true });
    await expectOk(made);
    handles.push((await made).json<{ visibility: { handle: string } }>().visibility.handle);
  }

  const scene = {
    people,
    markers,
    challenges,
    teachbacks,
    feedback,
    circles,
    handles,
    userIds: Object.values(people).map((person) => person.id),
  };
  await before(scene);

  // The moderation, last and through the API, as a moderator and a student would do it.
  await expectOk(call(app, 'POST', '/api/blocks', blocker, { userId: blocked.id }));
  for (const item of toHide) {
    await expectOk(
      call(app, 'POST', '/api/moderation/items/hide', moderator, { ...item, reason: 'Breaks the rules.' }),
    );
  }
  await expectOk(
    call(app, 'PUT', `/api/moderation/users/${suspended.id}/suspension`, moderator, {
      reason: 'Spam.',
      until: Date.now() + 7 * 24 * 60 * 60_000,
    }),
  );
  return scene;
}

export interface VisibilityScene {
  people: Record<Person, TestUser>;
  markers: Marker[];
  challenges: string[];
  teachbacks: string[];
  feedback: string[];
  circles: string[];
  handles: string[];
  userIds: string[];
}

async function expectOk(pending: ReturnType<typeof call>) {
  const response = await pending;
  if (response.statusCode >= 300) throw new Error(`scene: ${response.statusCode} ${response.body}`);
}
