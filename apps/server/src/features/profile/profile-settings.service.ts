import { randomUUID } from 'node:crypto';
import { avatarUrl, PROFILE_MESSAGES, type AvatarResponse } from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { findCircleMates } from '../circles/circle-mates.repo';
import { publishAll, type PublishDeps } from '../realtime/notices';
import { renderAvatar } from './avatar-image';
import {
  deleteAvatar,
  findAvatar,
  replaceAvatar,
  savePhotoUrl,
  saveProfileText,
} from './profile-settings.repo';

export interface ProfileSettingsDeps extends PublishDeps {
  db: Db;
  now: () => number;
}

/**
 * Who hears that a user's name, bio or photo changed: their own tabs and everyone in their open circles (the
 * people who see them on a circle's page and board). Anyone else sees the change at their next read.
 */
async function tellPeople(deps: ProfileSettingsDeps, userId: string): Promise<void> {
  const mates = await findCircleMates(deps.db, userId);
  const userIds = [...new Set([userId, ...mates.userIds])];
  await publishAll(deps, [{ userIds, event: { type: 'people', ids: [userId] } }]);
}

/** Changes the name and/or the bio (validated by the route's schema); an empty bio is stored as none. */
export async function updateProfile(
  deps: ProfileSettingsDeps,
  userId: string,
  change: { displayName?: string; bio?: string },
): Promise<void> {
  const now = deps.now();
  const bio = change.bio === undefined ? undefined : change.bio === '' ? null : change.bio;
  await deps.db
    .transaction()
    .execute((trx) => saveProfileText(trx, userId, { displayName: change.displayName, bio }, now));
  await tellPeople(deps, userId);
}

/** Crops and resizes a checked upload, stores it as the user's avatar under a new version, and shows it. */
export async function uploadAvatar(
  deps: ProfileSettingsDeps,
  userId: string,
  bytes: Uint8Array,
): Promise<AvatarResponse> {
  const { small, large } = await renderAvatar(bytes);
  const now = deps.now();
  const version = randomUUID();
  const photoURL = avatarUrl(userId, version);
  await deps.db.transaction().execute(async (trx) => {
    await replaceAvatar(trx, { userId, version, small, large, now });
    await savePhotoUrl(trx, userId, photoURL, now);
  });
  await tellPeople(deps, userId);
  return { photoURL };
}

/** 'Remove photo': back to the initials on a colour (a Google picture goes too). */
export async function removeAvatar(deps: ProfileSettingsDeps, userId: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await deleteAvatar(trx, userId);
    await savePhotoUrl(trx, userId, null, now);
  });
  await tellPeople(deps, userId);
}

/** An avatar's bytes at 64 or 256 px; an old version or an unknown user is a 404. */
export async function getAvatar(db: Db, userId: string, version: string, size: '64' | '256') {
  const bytes = await findAvatar(db, userId, version, size === '64' ? 'small' : 'large');
  if (!bytes) throw new AppError('not_found', PROFILE_MESSAGES.avatarNotFound);
  return bytes;
}
