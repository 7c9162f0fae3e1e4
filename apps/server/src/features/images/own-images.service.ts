import { IMAGE_MESSAGES } from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import {
  countOwnedImages,
  deleteImageRefs,
  insertImageRefs,
  listImageRefs,
  markImagesReferenced,
  markImagesUnreferencedIfOrphaned,
  type ImageSource,
} from './images.repo';
import { extractImageIds } from './image-refs';

export type { ImageSource, ImageSourceKind } from './images.repo';

export interface EmbedOwnImages {
  /** Who is saving the text: every image it references must be their own upload. */
  userId: string;
  /** Which saved text this is (e.g. `{ kind: 'review_reply', id: replyId }`): one set of references each. */
  source: ImageSource;
  /** The whole text as it will be saved. */
  markdown: string;
  now: number;
}

/**
 * The one check and record for images in saved Markdown. Call it INSIDE the transaction that saves the text
 * (before or after the write; a refusal throws and the transaction writes nothing):
 * - every `/api/images/<id>` in `markdown` must be an upload of `userId`; someone else's image or an unknown id
 *   throws AppError('invalid_argument', IMAGE_MESSAGES.notYours) (400);
 * - the text's references replace the ones `source` had, so an image the text no longer names may be removed
 *   by the cleanup job after a grace period (features/images/image-cleanup.service.ts).
 * Cheap when the text has no images and had none: one indexed read.
 */
export async function embedOwnImages(
  db: Db,
  { userId, source, markdown, now }: EmbedOwnImages,
): Promise<void> {
  const ids = extractImageIds(markdown);
  if (ids.length > 0 && (await countOwnedImages(db, userId, ids)) !== ids.length) {
    throw new AppError('invalid_argument', IMAGE_MESSAGES.notYours);
  }
  const before = await listImageRefs(db, source);
  const added = ids.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !ids.includes(id));
  if (added.length > 0) {
    await insertImageRefs(db, source, added);
    await markImagesReferenced(db, added);
  }
  if (removed.length > 0) {
    await deleteImageRefs(db, source, removed);
    await markImagesUnreferencedIfOrphaned(db, removed, now);
  }
}

/**
 * For a text that is deleted (e.g. a reply): drops its references, so images nobody else names are cleaned up
 * after the grace period. Call it in the transaction that deletes the text.
 */
export async function releaseImages(db: Db, source: ImageSource, now: number): Promise<void> {
  const before = await listImageRefs(db, source);
  if (before.length === 0) return;
  await deleteImageRefs(db, source, before);
  await markImagesUnreferencedIfOrphaned(db, before, now);
}
