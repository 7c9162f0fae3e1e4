import { CHALLENGE_LEVELS, CHALLENGE_STATUSES, MAX_REASSIGNMENTS, XP_KINDS, DAY_MS } from '@teachloop/shared';
import type { Db } from '../db/database';
import { insertAll, seeded, TOPICS, type BulkSize } from './bulk-rows';
import { rebuildPeriodTotals } from '../db/rebuild-period-totals';

/**
 * Challenges, one teach-back each (some reassigned before), a review request for each completed teach-back, and
 * what they earned.
 */
export async function fillLearning(db: Db, users: string[], size: BulkSize, now: number) {
  const rand = seeded(2);
  const challenges: Record<string, unknown>[] = [];
  const teachbacks = [];
  const reviews = [];
  const ledger = [];
  const pastAssignees = [];
  const declines = [];
  for (let i = 0; i < size.challenges; i++) {
    const id = `c-${i}`;
    // Owner, assignee and a previous assignee are three different users.
    const ownerAt = rand.int(users.length);
    const owner = users[ownerAt]!;
    const assignee = users[(ownerAt + 1 + rand.int(users.length - 2)) % users.length]!;
    const createdAt = now - rand.int(180 * DAY_MS);
    const status = rand.pick(CHALLENGE_STATUSES);
    const topic = rand.pick(TOPICS);
    challenges.push({
      id,
      owner_id: owner,
      title: `Challenge ${i}`,
      topic,
      level: rand.pick(CHALLENGE_LEVELS),
      status,
      description: 'Explain it.',
      notes: '',
      points: 10,
      tags: '[]',
      author: `Bulk ${owner}`,
      due_ts: createdAt + 3 * DAY_MS,
      created_at: createdAt,
      updated_at: createdAt,
    });
    const done = rand.int(3) === 0;
    // One in ten unfinished has no teach-back and waits in the open list (everyone asked declined it; one
    // decline kept). The draws above stay as they were, so the rest of the rows do not change.
    const openToTeach = i % 10 === 3 && !done && status !== 'completed';
    if (i % 4 === 1 || openToTeach) {
      declines.push({ challenge_id: id, user_id: assignee, reason: null, created_at: createdAt + DAY_MS });
    }
    if (openToTeach) {
      challenges.at(-1)!.open_to_teach_since = createdAt + DAY_MS;
      rand.pick(['pending', 'in_progress'] as const);
      continue;
    }
    // One in five was reassigned once: its previous assignee is on record.
    if (i % 5 === 0) {
      const previous = users[(ownerAt + users.length - 1) % users.length]!;
      pastAssignees.push({
        teachback_id: `t-${i}`,
        user_id: previous,
        ended_at: createdAt + DAY_MS,
        notes: '',
      });
    }
    teachbacks.push({
      id: `t-${i}`,
      challenge_id: id,
      assignee_id: assignee,
      requester_id: owner,
      requester: `Bulk ${owner}`,
      title: `Challenge ${i}`,
      prompt: 'Teach it back.',
      status: done ? 'completed' : rand.pick(['pending', 'in_progress'] as const),
      notes: '',
      // Open ones fall due from two days ago to a month ahead: a scheduler run has reminders to send and
      // overdue ones to move (a batch of each), as on any day.
      due_ts: done ? createdAt + 3 * DAY_MS : now - 2 * DAY_MS + rand.int(32 * DAY_MS),
      created_at: createdAt,
      updated_at: createdAt,
      reminded_at: null,
      // Some have been moved as often as they may be: the next time they are overdue they stall instead.
      reassign_count: i % 7 === 0 ? MAX_REASSIGNMENTS : 0,
      stalled_at: null,
    });
    if (!done) continue;
    const reviewed = rand.int(2) === 0;
    reviews.push({
      id: `f-${i}`,
      reviewer_id: owner,
      learner_id: assignee,
      learner: `Bulk ${assignee}`,
      teachback_id: `t-${i}`,
      title: `Challenge ${i}`,
      topic,
      points: 10,
      status: reviewed ? 'completed' : 'pending',
      rating: reviewed ? 1 + rand.int(5) : null,
      anonymous: 0,
      completed_at: reviewed ? createdAt + DAY_MS : null,
      created_at: createdAt + DAY_MS,
      updated_at: createdAt + DAY_MS,
      // Due 3 days after completion (migration 022): the newest pending ones fall due tomorrow.
      due_at: createdAt + 4 * DAY_MS,
      reminded_at: null,
      community: 0,
    });
    ledger.push(
      {
        id: `x-t-${i}`,
        user_id: assignee,
        kind: 'teachback_completed',
        source: `t-${i}`,
        amount: 20,
        created_at: createdAt + DAY_MS,
      },
      {
        id: `x-c-${i}`,
        user_id: owner,
        kind: rand.pick(XP_KINDS),
        source: id,
        amount: 10,
        created_at: createdAt + DAY_MS,
      },
    );
  }
  await insertAll(db, 'challenges', challenges);
  await insertAll(db, 'teachbacks', teachbacks);
  await insertAll(db, 'teachback_assignments', pastAssignees);
  await insertAll(db, 'challenge_declines', declines);
  await insertAll(db, 'feedback_requests', reviews);
  await insertAll(db, 'xp_ledger', ledger);
  await rebuildPeriodTotals(db, now);
}
