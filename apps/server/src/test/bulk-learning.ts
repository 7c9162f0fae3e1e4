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
  const challenges = [];
  const teachbacks = [];
  const reviews = [];
  const ledger = [];
  const pastAssignees = [];
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
  await insertAll(db, 'feedback_requests', reviews);
  await insertAll(db, 'xp_ledger', ledger);
  await rebuildPeriodTotals(db, now);
}
