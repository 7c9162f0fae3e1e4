import {
  PUBLIC_PROFILE_MESSAGES,
  type ProfileVisibility,
  type UpdateProfileVisibility,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { findCircleMates } from '../circles/circle-mates.repo';
import { publishAll, type PublishDeps } from '../realtime/notices';
import { ensureHandle } from './handle.service';
import { isHandleTaken } from './handle.repo';
import {
  findVisibility,
  refreshListed,
  setHandle,
  setPublicProfile,
  setShowOnBoards,
} from './visibility.repo';

export interface VisibilityDeps extends PublishDeps {
  db: Db;
  now: () => number;
}

/** The settings' Public profile section: the handle (made now if the account has none yet) and both switches. */
export async function getVisibility(db: Db, userId: string): Promise<ProfileVisibility> {
  const handle = await ensureHandle(db, userId);
  const row = await findVisibility(db, userId);
  if (!row || handle === null) throw new AppError('not_found', 'Profile not found.');
  return { handle, publicProfile: row.public_profile === 1, showOnLeaderboards: row.show_on_boards !== 0 };
}

/**
 * Applies the changes given, in one transaction: a handle another user holds is a 409 with a message the form
 * shows; the leaderboard switch is stored as the owner's choice and the effective listing (refreshBoardListing)
 * follows in the same transaction. Those who see the user on a board and the user's own tabs refetch.
 */
export async function updateVisibility(
  deps: VisibilityDeps,
  userId: string,
  change: UpdateProfileVisibility,
): Promise<ProfileVisibility> {
  const now = deps.now();
  await ensureHandle(deps.db, userId);
  await deps.db.transaction().execute(async (trx) => {
    if (change.handle !== undefined) {
      if (await isHandleTaken(trx, change.handle, userId)) {
        throw new AppError('conflict', PUBLIC_PROFILE_MESSAGES.handleTaken);
      }
      await setHandle(trx, userId, change.handle, now);
    }
    if (change.publicProfile !== undefined) await setPublicProfile(trx, userId, change.publicProfile, now);
    if (change.showOnLeaderboards !== undefined) {
      await setShowOnBoards(trx, userId, change.showOnLeaderboards, now);
      await refreshBoardListing(trx, userId);
    }
  });
  await tellBoardsOf(deps, userId);
  return getVisibility(deps.db, userId);
}

/**
 * The one place that decides whether a user is on the boards (global, week, month, circles, ranks): their
 * 'Show me on leaderboards' choice AND a verified address. Call it in the transaction that changes either: the
 * switch above, and every path that verifies an address (email-verification's addressVerified). Unverified
 * accounts earn no paid XP and show on no board, so a ring of throwaway accounts climbs nothing.
 */
export async function refreshBoardListing(db: Db, userId: string): Promise<void> {
  await refreshListed(db, userId);
}

/** Those who see the user on a board (their circles) and the user's own tabs refetch. */
export async function tellBoardsOf(deps: PublishDeps & { db: Db }, userId: string): Promise<void> {
  const mates = await findCircleMates(deps.db, userId);
  await publishAll(deps, [
    { userIds: [...new Set([userId, ...mates.userIds])], event: { type: 'people', ids: [userId] } },
  ]);
}
