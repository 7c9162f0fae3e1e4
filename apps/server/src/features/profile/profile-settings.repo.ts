import type { Db } from '../../db/database';

/**
 * The name lives on the profile (every read joins it) and, as Better Auth's copy, on user.name: both change
 * in the same transaction. An absent field is left as it is.
 */
export async function saveProfileText(
  db: Db,
  userId: string,
  change: { displayName?: string; bio?: string | null },
  now: number,
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({
      ...(change.displayName !== undefined ? { display_name: change.displayName } : {}),
      ...(change.bio !== undefined ? { bio: change.bio } : {}),
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
  if (change.displayName !== undefined) {
    await db.updateTable('user').set({ name: change.displayName }).where('id', '=', userId).execute();
  }
}

/**
 * The photo every read shows: profiles.photo_url (our avatar's address, or null for the initials). user.image
 * (Google's picture) is only the fallback of a profile without a photo, so an upload or a removal ends it.
 */
export async function savePhotoUrl(
  db: Db,
  userId: string,
  photoURL: string | null,
  now: number,
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ photo_url: photoURL, updated_at: now })
    .where('id', '=', userId)
    .execute();
  await db.updateTable('user').set({ image: null }).where('id', '=', userId).execute();
}

export interface NewAvatar {
  userId: string;
  version: string;
  small: Uint8Array;
  large: Uint8Array;
  now: number;
}

/** One avatar per user: a new upload replaces the row (and so its version). */
export async function replaceAvatar(db: Db, avatar: NewAvatar): Promise<void> {
  await db.deleteFrom('avatars').where('user_id', '=', avatar.userId).execute();
  await db
    .insertInto('avatars')
    .values({
      user_id: avatar.userId,
      version: avatar.version,
      small: avatar.small,
      large: avatar.large,
      created_at: avatar.now,
    })
    .execute();
}

export async function deleteAvatar(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('avatars').where('user_id', '=', userId).execute();
}

/** The avatar's bytes at one size, only while `version` is the current one. */
export async function findAvatar(
  db: Db,
  userId: string,
  version: string,
  size: 'small' | 'large',
): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('avatars')
    .select(size === 'small' ? 'small as bytes' : 'large as bytes')
    .where('user_id', '=', userId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row?.bytes;
}
