import type { Profile, SessionUser } from '@teachloop/shared';
import type { Db } from '../../db/database';
import { findProfile } from './profile.repo';

/**
 * The signed-in user's own profile. Sign-up creates it in the same transaction as the account; should one be
 * missing anyway, a fresh profile (no XP yet) is the truthful answer, not an error.
 */
export async function getOwnProfile(db: Db, user: SessionUser): Promise<Profile> {
  const profile = await findProfile(db, user.id);
  return (
    profile ?? {
      id: user.id,
      displayName: user.displayName,
      photoURL: user.photoURL,
      xp: 0,
      streak: 0,
      badges: [],
    }
  );
}
