import { CHALLENGE_LEVELS, NEW_CHALLENGE_POINTS, type ChallengeStatus } from '@teachloop/shared';
import { ACTIVITY_TEXTS } from '../features/activity/activity-texts';
import type { BatchWriter } from './batch-writer';
import { activity } from './history-rows';
import { addTeachback } from './teachback-rows';
import { DAY_MS, HISTORY_DAYS, later, pickActiveUser, pickAssignee, type World } from './world';

/** Course topics first (so course pages have rows), then free-text ones. */
const TOPICS = [
  'Python',
  'Loops',
  'Functions',
  'Algebra',
  'Equations',
  'Cell Biology',
  'Data Structures',
  'Trees',
  'Hash Maps',
  'Persuasive Writing',
  'Photosynthesis',
  'World War I',
  'Supply and Demand',
  'Probability',
  'Spanish Verbs',
];
const VERBS = ['Explain', 'Walk through', 'Teach', 'Summarise', 'Compare'];

/** Roughly a third open, a third in the middle and a third done, like a live system with history. */
function challengeStatus(world: World): ChallengeStatus {
  const r = world.prng.next();
  if (r < 0.35) return 'open';
  if (r < 0.5) return 'accepted';
  if (r < 0.65) return 'in_progress';
  return 'completed';
}

/**
 * One challenge, the `index`-th of `total` (older first), with everything the app would have written for it
 * by now: its teach-back, activity and notifications, and once done the review request, review and XP.
 */
export function addChallenge(world: World, writer: BatchWriter, index: number, total: number): void {
  const { prng } = world;
  const owner = pickActiveUser(world);
  const assignee = world.userIds.length > 1 ? pickAssignee(world, owner) : -1;
  const historyStart = world.now - HISTORY_DAYS * DAY_MS;
  const createdAt = Math.floor(historyStart + ((index + prng.next()) / total) * HISTORY_DAYS * DAY_MS);
  const topic = prng.pick(TOPICS);
  const title = `${prng.pick(VERBS)} ${topic.toLowerCase()} (${index + 1})`;
  const description = `Explain ${topic.toLowerCase()} to a peer in your own words, with one worked example.`;
  const status = assignee < 0 ? 'open' : challengeStatus(world);
  const updatedAt = status === 'open' ? createdAt : later(world, createdAt, 1, 96);
  const challengeId = prng.uuid();
  writer.add('challenges', {
    id: challengeId,
    owner_id: world.userIds[owner]!,
    title,
    topic,
    level: prng.pick(CHALLENGE_LEVELS),
    status,
    description,
    notes:
      status === 'in_progress' || status === 'completed' ? 'Outline: definition, example, pitfalls.' : '',
    points: NEW_CHALLENGE_POINTS,
    tags: '[]',
    author: world.names[owner]!,
    due_ts: createdAt + prng.int(1, 14) * DAY_MS,
    created_at: createdAt,
    updated_at: updatedAt,
  });
  const created = { type: 'challenge', at: createdAt, linkKind: 'challenge', linkId: challengeId } as const;
  activity(world, writer, owner, { ...created, text: ACTIVITY_TEXTS.created(title) });
  if (status === 'completed') {
    activity(world, writer, owner, { ...created, at: updatedAt, text: ACTIVITY_TEXTS.completed(title) });
    world.lastActive[owner] = Math.max(world.lastActive[owner]!, updatedAt);
  }
  if (assignee >= 0)
    addTeachback(world, writer, {
      challengeId,
      title,
      topic,
      description,
      owner,
      assignee,
      status,
      createdAt,
    });
}
