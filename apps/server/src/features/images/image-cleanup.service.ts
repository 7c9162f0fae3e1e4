import { HOUR_MS } from '../rate-limit/limited-by';
import type { Db } from '../../db/database';
import { deleteUnreferencedImages } from './images.repo';

/** How long an image no text names is kept: an upload being written about is not lost before it is saved. */
export const UNREFERENCED_GRACE_MS = 24 * HOUR_MS;
const BATCH = 100;
/** At most this many batches a run, so one run stays short; the next run carries on. */
const MAX_BATCHES = 10;

/**
 * The scheduler's cleanup: deletes images no saved text has named for the grace period, oldest first, in
 * bounded batches from the partial index over unreferenced images (its cost follows the garbage, not the
 * images in use). Answers how many it deleted.
 */
export async function removeUnreferencedImages(db: Db, now: number): Promise<number> {
  let removed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const { found, deleted } = await deleteUnreferencedImages(db, now - UNREFERENCED_GRACE_MS, BATCH);
    removed += deleted;
    if (found < BATCH) break;
  }
  return removed;
}
