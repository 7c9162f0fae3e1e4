import { hasForbiddenCharacters } from '@teachloop/shared';
import { AppError } from './app-error';

/** Where a newest-first page ended: the last row's (created_at, id). The next page starts after it. */
export interface KeysetPosition {
  createdAt: number;
  id: string;
}

/** The position as the browser carries it: opaque, base64url of [createdAt, id]. */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

/** Reads a cursor back; anything that is not one of ours is a 400 with `invalidMessage`, never a query. */
export function decodeCursor(cursor: string, invalidMessage: string): KeysetPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      Number.isSafeInteger(value[0]) &&
      typeof value[1] === 'string' &&
      value[1].length > 0 &&
      value[1].length <= 100 &&
      // The id goes into the query as it is: PostgreSQL fails on a NUL, and no id of ours holds a control
      // character. The request guard (plugins/forbidden-characters.ts) only sees the cursor's base64.
      !hasForbiddenCharacters(value[1])
    ) {
      return { createdAt: value[0] as number, id: value[1] };
    }
  } catch {
    // Not base64 JSON: refused below like any other shape.
  }
  throw new AppError('invalid_argument', invalidMessage);
}

/** The cursor for the page after `rows` when the page came back full; null when it was the last. */
export function nextCursorAfter(rows: readonly KeysetPosition[], limit: number): string | null {
  const last = rows.at(-1);
  return rows.length === limit && last ? encodeCursor(last) : null;
}

/**
 * A page read one row longer than asked (`limit + 1`): the rows to answer with, and the cursor after the last
 * of them when the extra row shows more follow (so a full last page never leads to an empty one).
 */
export function pageOf<Row>(
  rows: readonly Row[],
  limit: number,
  positionOf: (row: Row) => KeysetPosition,
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(positionOf(last)) : null };
}
