import { IMAGE_TYPES, type ImageType } from '@teachloop/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { cleanImage } from './clean-image';
import { listImagesToClean, replaceImageBytes, takeImageToClean } from './clean-stored-images.repo';
import { findImage } from './images.repo';

/** Images re-encoded one at a time (each on libuv's thread pool), a batch read at a time. */
const BATCH = 20;
/** At most this many batches a run, so one run stays short; the next run carries on. */
const MAX_BATCHES = 5;

const isImageType = (mimeType: string): mimeType is ImageType =>
  (IMAGE_TYPES as readonly string[]).includes(mimeType);

type Outcome = 'cleaned' | 'kept' | 'gone';

/**
 * One listed image re-encoded by `cleanImage`, as an upload is today, and written back in place with its new
 * size, in the same transaction that takes it off the list: of two processes cleaning at once, one writes.
 * An image that does not decode (or is over today's pixel limit) is left as it was, taken off the list and
 * logged, so it is not tried again on every run.
 */
async function cleanOne(db: Db, id: string, log: Pick<FastifyBaseLogger, 'warn'>): Promise<Outcome> {
  const image = await findImage(db, id);
  if (!image) {
    await takeImageToClean(db, id);
    return 'gone';
  }
  let bytes: Uint8Array | undefined;
  let reason = `stored type ${image.mimeType} is not an image type`;
  if (isImageType(image.mimeType)) {
    try {
      ({ bytes } = await cleanImage({ bytes: image.bytes, mimeType: image.mimeType }));
    } catch (err) {
      reason = err instanceof AppError ? err.message : String(err);
    }
  }
  const written = await db.transaction().execute(async (trx) => {
    const taken = await takeImageToClean(trx, id);
    if (taken && bytes) await replaceImageBytes(trx, id, bytes);
    return taken;
  });
  if (!bytes && written) {
    log.warn({ imageId: id, reason }, 'stored image left as it was: it could not be re-encoded');
  }
  return bytes && written ? 'cleaned' : 'kept';
}

/**
 * The scheduler's task for images stored before uploads were re-encoded (migration 043 lists them): each is
 * re-encoded without its metadata, a bounded number a run, in primary-key order. Answers how many it cleaned;
 * once the list is empty a run costs one primary-key probe.
 */
export async function cleanStoredImages(db: Db, log: Pick<FastifyBaseLogger, 'warn'>): Promise<number> {
  let cleaned = 0;
  let after = '';
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const ids = await listImagesToClean(db, after, BATCH);
    for (const id of ids) if ((await cleanOne(db, id, log)) === 'cleaned') cleaned++;
    if (ids.length < BATCH) break;
    after = ids.at(-1)!;
  }
  return cleaned;
}
