import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, type TestUser } from './factories';

/** A page of a keyset-paged list: its rows, read by the caller, and the cursor to the next page. */
interface CursorPage {
  nextCursor: string | null;
}

/**
 * Every page of a keyset-paged list, following nextCursor to the end as a client would: the ids in the order
 * served, and the size of each page. `rowsOf` picks the page's rows (lists name them differently).
 */
export async function everyPage<Page extends CursorPage>(
  app: FastifyInstance,
  path: string,
  user: TestUser,
  rowsOf: (page: Page) => readonly { id: string }[],
  query: Record<string, string> = {},
): Promise<{ ids: string[]; sizes: number[] }> {
  const ids: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) });
    const response = await call(app, 'GET', `${path}?${params.toString()}`, user);
    expect(response.statusCode, response.body).toBe(200);
    const rows = rowsOf(response.json<Page>());
    ids.push(...rows.map((row) => row.id));
    sizes.push(rows.length);
    cursor = response.json<Page>().nextCursor;
  } while (cursor);
  return { ids, sizes };
}
