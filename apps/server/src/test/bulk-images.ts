import type { Db } from '../db/database';
import { SAMPLE_IMAGES } from './sample-images';
import { insertAll } from './bulk-rows';

const DAY_MS = 86_400_000;

/**
 * An image for every other user: most named by each of their challenges' prompts, a few unreferenced for days
 * (the cleanup's work), a few unreferenced since just now (still in their grace period).
 */
export async function fillImages(db: Db, users: string[], now: number): Promise<void> {
  const owners = users.filter((_, i) => i % 2 === 0);
  const images = owners.map((owner, i) => ({
    id: `img-${owner}`,
    owner_id: owner,
    mime_type: 'image/png',
    bytes: SAMPLE_IMAGES.png,
    size: SAMPLE_IMAGES.png.byteLength,
    created_at: now - 3 * DAY_MS,
    unreferenced_since: i % 10 === 0 ? now - 2 * DAY_MS : i % 10 === 1 ? now : null,
  }));
  await insertAll(db, 'images', images);
  // All stored before uploads were re-encoded: the scheduler's metadata cleaning lists them (one run takes 100).
  const toClean = images.map((image) => ({ id: image.id }));
  await insertAll(db, 'images_to_clean', toClean);
  const named = images.filter((image) => image.unreferenced_since === null);
  const challenges = await db
    .selectFrom('challenges')
    .select(['id', 'owner_id'])
    .where(
      'owner_id',
      'in',
      named.map((image) => image.owner_id),
    )
    .execute();
  const imageOf = new Map(named.map((image) => [image.owner_id, image.id]));
  const refs = challenges.map((challenge) => ({
    source_kind: 'challenge_prompt',
    source_id: challenge.id,
    image_id: imageOf.get(challenge.owner_id)!,
  }));
  await insertAll(db, 'image_refs', refs);
}

/** An uploaded photo for every third user (profile settings), so the planners see a table worth an index. */
export async function fillAvatars(db: Db, users: string[], now: number): Promise<void> {
  const avatars = users
    .filter((_, i) => i % 3 === 0)
    .map((userId) => ({
      user_id: userId,
      version: `v-${userId}`,
      small: SAMPLE_IMAGES.png,
      large: SAMPLE_IMAGES.png,
      created_at: now - DAY_MS,
    }));
  await insertAll(db, 'avatars', avatars);
}
