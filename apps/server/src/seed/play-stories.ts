import type {
  CircleDetail,
  CircleSummary,
  CreateChallengeResponse,
  FeedbackListResponse,
} from '@teachloop/shared';
import type { DemoClient, DemoSession } from './demo-client';
import { DAY, HOUR, type DemoClock } from './demo-clock';
import type { DemoStory } from './demo-stories';

interface Cast {
  client: DemoClient;
  clock: DemoClock;
  users: readonly DemoSession[];
}

/** A teach-back's explanation long enough to be completed (50 words at least), used for challenge notes too. */
const NOTES =
  'Plan: a one-line definition, a worked example, then a question to check understanding. The definition ' +
  'says what the idea is in plain words. The example walks through one small case step by step, naming each ' +
  'move and why it is allowed. The closing question asks the listener to predict the next case on their own.';

/**
 * Plays one challenge through the real API: the owner creates it, the app assigns its teach-back (to whoever
 * it picks), and the assignee and owner then take it as far as the story's stage. Steps are spaced through the
 * story's window so every write keeps a believable time, all before the seeding moment.
 */
export async function playStory({ client, clock, users }: Cast, story: DemoStory): Promise<void> {
  const owner = users[story.owner]!;
  const step = Math.min(3 * HOUR, story.ago / 10);
  let elapsed = 0;
  const next = () => clock.at(story.ago - (elapsed += step));

  clock.at(story.ago);
  const created = await client.call<CreateChallengeResponse>(owner, 'POST', '/api/challenges', {
    title: story.title,
    topic: story.topic,
    level: story.level,
    dueDays: 7,
    description: `Teach back "${story.title}" in your own words, with one example.`,
  });
  const { challenge, teachback } = created;
  if (story.stage === 'open') return;
  if (!teachback) throw new Error(`"${story.title}" was assigned to nobody`);
  // Seeding with --force beside real users: the app may hand a teach-back to one of them. Nobody acts for a
  // real person, so that story stays open (their queue shows one demo teach-back).
  const assignee = users.find((user) => user.id === teachback.assigneeId);
  if (!assignee) return;

  next();
  await client.call(assignee, 'POST', `/api/teachbacks/${teachback.id}/start`);
  if (story.stage === 'accepted') return;
  if (story.stage === 'in_progress') {
    next();
    await client.call(owner, 'POST', `/api/challenges/${challenge.id}/start`);
    await client.call(owner, 'PUT', `/api/challenges/${challenge.id}/notes`, { notes: NOTES });
    return;
  }

  next();
  await client.call(assignee, 'PUT', `/api/teachbacks/${teachback.id}/notes`, { notes: NOTES });
  next();
  await client.call(assignee, 'POST', `/api/teachbacks/${teachback.id}/complete`);
  if (story.stage === 'taught') return;

  const { feedback } = await client.call<FeedbackListResponse>(owner, 'GET', '/api/feedback');
  const request = feedback.find((item) => item.teachbackId === teachback.id);
  if (!request) throw new Error(`"${story.title}" has no review request`);
  next();
  await client.call(owner, 'PUT', `/api/feedback/${request.id}/review`, {
    rating: story.rating ?? 4,
    comment: story.comment ?? '',
  });
  if (story.helpful) {
    next();
    await client.call(assignee, 'POST', `/api/feedback/${request.id}/helpful`);
  }
  // The owner's rating completed the challenge.
}

async function createCircle(cast: Cast, owner: number, body: Record<string, unknown>): Promise<string> {
  const { circle } = await cast.client.call<{ circle: CircleSummary }>(
    cast.users[owner]!,
    'POST',
    '/api/circles',
    body,
  );
  return circle.id;
}

/**
 * The three kinds of circle: an open one with members, a private one with an approved and a pending request,
 * and a full one.
 */
export async function playCircles(cast: Cast): Promise<void> {
  const { client, clock, users } = cast;
  const join = (user: number, id: string) => client.call(users[user]!, 'POST', `/api/circles/${id}/join`);
  const ask = (user: number, id: string) => client.call(users[user]!, 'POST', `/api/circles/${id}/requests`);

  clock.at(20 * DAY);
  const open = await createCircle(cast, 0, {
    name: 'Python Study Group',
    focus: 'First programs: variables, loops and functions',
    level: 'Beginner',
    privacy: 'open',
    capacity: 8,
  });
  for (const user of [1, 3, 4, 11]) await join(user, open);

  clock.at(14 * DAY);
  const closed = await createCircle(cast, 2, {
    name: 'Algebra Night Owls',
    focus: 'Equations and graphs, one problem set a week',
    level: 'Intermediate',
    privacy: 'private',
    capacity: 6,
  });
  await ask(6, closed);
  await ask(7, closed);
  const detail = await client.call<CircleDetail>(users[2]!, 'GET', `/api/circles/${closed}`);
  const emmy = detail.requests.find((request) => request.userId === users[6]!.id);
  if (!emmy) throw new Error('the private circle has no request to approve');
  await client.call(users[2]!, 'POST', `/api/circles/${closed}/requests/${emmy.id}/approve`);

  clock.at(9 * DAY);
  const full = await createCircle(cast, 8, {
    name: 'Data Structures Duo',
    focus: 'Trees and hash maps, explained to each other',
    level: 'Advanced',
    privacy: 'open',
    capacity: 3,
  });
  for (const user of [9, 5]) await join(user, full);
}
