import { randomInt } from 'node:crypto';
import { handleBaseOf, handleCandidate } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { findHandleOf, isHandleTaken, setMissingHandle } from './handle.repo';

/** Candidates for a base: base, base-2…base-4, then random numeric suffixes (no long walk through 'learner-n'). */
function* candidatesFor(base: string): Generator<string> {
  for (let n = 1; n <= 4; n += 1) yield handleCandidate(base, n);
  for (let tries = 0; tries < 20; tries += 1) yield `${base}-${randomInt(1_000, 1_000_000)}`;
}

/**
 * Makes the user's handle from their name when they have none yet (at sign-up; and for a row written without
 * one, e.g. by db:generate), returning it. A race for the same candidate loses on the unique index and tries
 * the next one.
 */
export async function ensureHandle(db: Db, userId: string): Promise<string | null> {
  const profile = await findHandleOf(db, userId);
  if (!profile) return null;
  if (profile.handle) return profile.handle;
  for (const candidate of candidatesFor(handleBaseOf(profile.display_name))) {
    if (await isHandleTaken(db, candidate, userId)) continue;
    try {
      if (await setMissingHandle(db, userId, candidate)) return candidate;
      return (await findHandleOf(db, userId))?.handle ?? null;
    } catch (error) {
      if (!(await isHandleTaken(db, candidate, userId))) throw error;
    }
  }
  throw new Error(`No free handle for user ${userId}`);
}
