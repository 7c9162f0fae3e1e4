import type { BlocksResponse } from '@teachloop/shared';
import type { Hit } from './every-route';
import type { TestUser } from './factories';

/**
 * Blocking: the blocker blocks two people (the second twice: no change), reads the list a page at a
 * time, and unblocks one. The blocks stay for the rest of the scenario, so every read that keeps a blocked pair
 * apart runs with rows to find.
 */
export async function blocks(hit: Hit, blocker: TestUser, first: TestUser, second: TestUser) {
  await hit('POST /api/blocks', blocker, { body: { userId: first.id } });
  await hit('POST /api/blocks', blocker, { body: { userId: second.id } });
  await hit('POST /api/blocks', blocker, { body: { userId: second.id } });
  const page = (await hit('GET /api/blocks', blocker, { query: { limit: '1' } })).json<BlocksResponse>();
  await hit('GET /api/blocks', blocker, { query: { limit: '1', cursor: page.nextCursor! } });
  await hit('DELETE /api/blocks/:userId', blocker, { params: { userId: second.id }, status: 204 });
}
