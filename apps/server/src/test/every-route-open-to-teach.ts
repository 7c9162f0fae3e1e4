import type { CreateChallengeResponse, OpenChallengesResponse } from '@teachloop/shared';
import type { Db } from '../db/database';
import { validChallenge, type TestUser } from './factories';
import type { Hit } from './every-route';

type Query = Record<string, string>;

/**
 * A choice of what to teach: `owner`'s new teach-back, handed to `decliner`, is declined (and goes on to the next
 * peer); the open list is read signed out and signed in, filtered by topic and level, and paged; `acceptor`
 * accepts the first challenge on it that is not theirs. The bulk rows hold challenges open to teach.
 */
export async function openToTeach(
  hit: Hit,
  { owner, decliner, acceptor }: { owner: TestUser; decliner: TestUser; acceptor: TestUser },
  lookup: Db,
) {
  const created = (
    await hit('POST /api/challenges', owner, { body: { ...validChallenge, title: 'Declined once' } })
  ).json<CreateChallengeResponse>();
  const teachback = { id: created.teachback!.id };
  await handTo(lookup, created.teachback!.assigneeId, decliner.id, teachback.id);
  await hit('POST /api/teachbacks/:id/decline', decliner, {
    params: teachback,
    body: { reason: 'Not my topic yet.' },
  });

  let first: OpenChallengesResponse | undefined;
  for (const query of [
    {},
    { limit: '5' },
    { topic: 'Python' },
    { level: 'Beginner' },
    { topic: 'Python', level: 'Advanced' },
  ] as Query[]) {
    for (const viewer of [undefined, acceptor]) {
      const page = (await hit('GET /api/challenges/open', viewer, { query })).json<OpenChallengesResponse>();
      first ??= page;
      if (page.nextCursor)
        await hit('GET /api/challenges/open', viewer, { query: { ...query, cursor: page.nextCursor } });
    }
  }
  const open = first!.challenges.find((challenge) => !challenge.own);
  if (!open) throw new Error('no challenge open to teach to accept');
  await hit('POST /api/challenges/:id/accept', acceptor, { params: { id: open.id }, status: 201 });
}

/**
 * Hands the teach-back from whoever assignment chose to `toId`, moving one unit of load between the two only: a
 * recount would rewrite every profile, and PostgreSQL would then plan the leaderboard's reads on a table whose
 * pages are no longer all-visible.
 */
export async function handTo(lookup: Db, fromId: string, toId: string, teachbackId: string) {
  await lookup.updateTable('teachbacks').set({ assignee_id: toId }).where('id', '=', teachbackId).execute();
  for (const [id, step] of [
    [fromId, -1],
    [toId, 1],
  ] as const) {
    await lookup
      .updateTable('profiles')
      .set((eb) => ({ open_teachbacks: eb('open_teachbacks', '+', step) }))
      .where('id', '=', id)
      .execute();
  }
}
