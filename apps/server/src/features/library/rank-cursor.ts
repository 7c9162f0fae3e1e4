import { hasForbiddenCharacters } from '@teachloop/shared';
import { AppError } from '../../app-error';

/** Where a page of an item's library ended: the last row's rank (helpful, stars, published_at) and id. */
export interface RankPosition {
  helpful: number;
  stars: number;
  publishedAt: number;
  id: string;
}

/** The position as the browser carries it: opaque, base64url of [helpful, stars, publishedAt, id]. */
export function encodeRankCursor(position: RankPosition): string {
  const value = [position.helpful, position.stars, position.publishedAt, position.id];
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Reads a cursor back; anything that is not one of ours is a 400 with `invalidMessage`, never a query. */
export function decodeRankCursor(cursor: string, invalidMessage: string): RankPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 4 &&
      value.slice(0, 3).every((n) => Number.isSafeInteger(n)) &&
      typeof value[3] === 'string' &&
      value[3].length > 0 &&
      value[3].length <= 100 &&
      !hasForbiddenCharacters(value[3])
    ) {
      const [helpful, stars, publishedAt, id] = value as [number, number, number, string];
      return { helpful, stars, publishedAt, id };
    }
  } catch {
    // Not base64 JSON: refused below like any other shape.
  }
  throw new AppError('invalid_argument', invalidMessage);
}
