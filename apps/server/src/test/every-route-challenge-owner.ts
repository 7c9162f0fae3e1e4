import type { CreateChallengeResponse } from '@teachloop/shared';
import type { Db } from '../db/database';
import { validChallenge, type TestUser } from './factories';
import type { Hit } from './every-route';

/**
 * The owner's side of their challenges: who teaches the one taught back in the learning loop (completed, with
 * its review) and a new one (pending); the new one edited, then deleted (its teach-back withdrawn); another
 * waiting in the open list (no teach-back) edited, then deleted.
 */
export async function challengeOwner(hit: Hit, owner: TestUser, lookup: Db) {
  const taught = await lookup
    .selectFrom('teachbacks')
    .select('challenge_id')
    .where('requester_id', '=', owner.id)
    .where('status', '=', 'completed')
    .executeTakeFirstOrThrow();
  await hit('GET /api/challenges/:id/teacher', owner, { params: { id: taught.challenge_id } });

  const pending = await create(hit, owner, 'Edited, then deleted');
  await hit('GET /api/challenges/:id/teacher', owner, { params: { id: pending.challenge.id } });
  await editThenDelete(hit, owner, pending.challenge.id);

  const waiting = await create(hit, owner, 'Open, edited, then deleted');
  await openToTeach(lookup, waiting);
  await hit('GET /api/challenges/:id/teacher', owner, { params: { id: waiting.challenge.id } });
  await editThenDelete(hit, owner, waiting.challenge.id);
}

async function create(hit: Hit, owner: TestUser, title: string) {
  const response = await hit('POST /api/challenges', owner, { body: { ...validChallenge, title } });
  return response.json<CreateChallengeResponse>();
}

async function editThenDelete(hit: Hit, owner: TestUser, id: string) {
  await hit('PATCH /api/challenges/:id', owner, {
    params: { id },
    body: { ...validChallenge, title: 'Edited title', dueDays: 5 },
  });
  await hit('DELETE /api/challenges/:id', owner, { params: { id }, status: 204 });
}

/** As if everyone offered its teach-back had declined it: withdrawn (one unit of load less), the challenge open. */
async function openToTeach(lookup: Db, created: CreateChallengeResponse) {
  const { teachback } = created;
  if (teachback) {
    await lookup.deleteFrom('teachbacks').where('id', '=', teachback.id).execute();
    await lookup
      .updateTable('profiles')
      .set((eb) => ({ open_teachbacks: eb('open_teachbacks', '-', 1) }))
      .where('id', '=', teachback.assigneeId)
      .execute();
  }
  await lookup
    .updateTable('challenges')
    .set({ open_to_teach_since: created.challenge.createdAt })
    .where('id', '=', created.challenge.id)
    .execute();
}
