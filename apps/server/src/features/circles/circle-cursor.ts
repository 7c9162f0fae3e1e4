import { CIRCLE_MESSAGES } from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { CirclePosition } from './circles.repo';

/** The keyset position of the last card shown, opaque to the browser (base64url of [createdAt, id]). */
export function encodeCursor(position: CirclePosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

/** Reads a cursor back; anything that is not one of ours is a 400, never a query. */
export function decodeCursor(cursor: string): CirclePosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      Number.isSafeInteger(value[0]) &&
      typeof value[1] === 'string' &&
      value[1].length > 0 &&
      value[1].length <= 100
    ) {
      return { createdAt: value[0] as number, id: value[1] };
    }
  } catch {
    // Not base64 JSON: refused below like any other shape.
  }
  throw new AppError('invalid_argument', CIRCLE_MESSAGES.cursorInvalid);
}
