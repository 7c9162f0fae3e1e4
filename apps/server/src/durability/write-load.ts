import type { CreateChallengeResponse } from '@teachloop/shared';
import type { AcknowledgedWrites } from './acknowledged-writes';
import { send, type Account } from './api-client';

const pick = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

/** An explanation long enough to complete a teach-back with (TEACHBACK_MIN_WORDS, 50, and a few more). */
const EXPLANATION =
  'A write is durable once the database has it on disk before the server answers. SQLite in WAL mode appends ' +
  'each commit to its log and, with synchronous full, waits for the disk to confirm it; PostgreSQL does the ' +
  'same with its own log. A process killed at any moment then loses only what it had not yet acknowledged, and ' +
  'the next start replays the log, so every answered write is still there.';

/** One write, chosen at random among what the workload can do now; resolves once it was answered (or not). */
async function oneWrite(baseUrl: string, accounts: Account[], writes: AcknowledgedWrites): Promise<void> {
  const cookieOf = (id: string) => accounts.find((account) => account.id === id)!.cookie;
  const roll = Math.random();
  const idleChallenge = pick([...writes.challenges.values()].filter((challenge) => !challenge.busy));
  // Taking up a teach-back also moves its challenge on (open → accepted), so a notes save on that challenge at
  // the same moment may rightly get a conflict (409) on PostgreSQL; the two are never in flight together.
  const openTeachback = pick(
    [...writes.teachbacks.values()].filter(
      (teachback) => teachback.completion === 'none' && !writes.challenges.get(teachback.challengeId)?.busy,
    ),
  );
  if (roll < 0.3 && idleChallenge) {
    idleChallenge.busy = true;
    const version = (idleChallenge.notesSent += 1);
    try {
      const answer = await send(
        baseUrl,
        'PUT',
        `/api/challenges/${idleChallenge.id}/notes`,
        cookieOf(idleChallenge.ownerId),
        { notes: `v${version}` },
      );
      if (answer.status !== 200)
        return void writes.refusals.push(`notes: ${answer.status} ${JSON.stringify(answer.body)}`);
      idleChallenge.notesAcked = Math.max(idleChallenge.notesAcked, version);
      writes.counts.notes += 1;
    } finally {
      idleChallenge.busy = false;
    }
    return;
  }

  if (roll < 0.5 && openTeachback) {
    const challenge = writes.challenges.get(openTeachback.challengeId)!;
    challenge.busy = true;
    openTeachback.completion = 'sent';
    try {
      // As the app does it: the assignee saves an explanation long enough, then marks the teach-back complete.
      const assignee = cookieOf(openTeachback.assigneeId);
      const notesPath = `/api/teachbacks/${openTeachback.id}/notes`;
      const saved = await send(baseUrl, 'PUT', notesPath, assignee, { notes: EXPLANATION });
      if (saved.status !== 200)
        return void writes.refusals.push(`explain: ${saved.status} ${JSON.stringify(saved.body)}`);
      const path = `/api/teachbacks/${openTeachback.id}/complete`;
      const answer = await send(baseUrl, 'POST', path, assignee);
      if (answer.status !== 200)
        return void writes.refusals.push(`complete: ${answer.status} ${JSON.stringify(answer.body)}`);
      openTeachback.completion = 'acked';
      writes.counts.completions += 1;
    } finally {
      challenge.busy = false;
    }
    return;
  }

  const owner = pick(accounts)!;
  const answer = await send(baseUrl, 'POST', '/api/challenges', owner.cookie, {
    title: `Crash test ${writes.counts.challenges}`,
    topic: 'Durability',
    level: 'Beginner',
    dueDays: 3,
    description: 'Written while the server may be killed at any moment.',
  });
  if (answer.status !== 201)
    return void writes.refusals.push(`create: ${answer.status} ${JSON.stringify(answer.body)}`);
  const { challenge, teachback } = answer.body as CreateChallengeResponse;
  writes.challenges.set(challenge.id, {
    id: challenge.id,
    ownerId: owner.id,
    notesAcked: 0,
    notesSent: 0,
    busy: false,
  });
  if (teachback)
    writes.teachbacks.set(teachback.id, {
      id: teachback.id,
      challengeId: challenge.id,
      assigneeId: teachback.assigneeId,
      completion: 'none',
    });
  writes.counts.challenges += 1;
}

/**
 * `workers` concurrent loops of writes until `stopped()` says the server is being killed. A request cut off by
 * the kill rejects (connection reset or refused): that write was never acknowledged, so it is only dropped.
 */
export async function driveWrites(
  baseUrl: string,
  accounts: Account[],
  writes: AcknowledgedWrites,
  stopped: () => boolean,
  workers = 6,
): Promise<void> {
  const loop = async () => {
    while (!stopped())
      await oneWrite(baseUrl, accounts, writes).catch((error: unknown) => {
        if (!stopped()) writes.refusals.push(`before the kill: ${String(error)}`);
      });
  };
  await Promise.all(Array.from({ length: workers }, loop));
}
