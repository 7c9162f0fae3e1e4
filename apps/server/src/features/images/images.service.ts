import { randomUUID } from 'node:crypto';
import {
  IMAGE_LIMITS,
  IMAGE_MESSAGES,
  imageUrl,
  type ImageType,
  type ImageUploadResponse,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { detectImageType } from './detect-image-type';
import { findImage, insertImage } from './images.repo';

export interface ImageUpload {
  bytes: Uint8Array;
  mimeType: ImageType;
}

/**
 * An upload's bytes as an image: a PNG, JPEG, WebP or GIF of at most 2 MB, its type the one its bytes show,
 * whatever it was called or declared as. Anything else is refused with a 400 (413 when too big).
 */
export function checkImageUpload(bytes: Uint8Array | undefined): ImageUpload {
  if (!bytes || bytes.byteLength === 0) throw new AppError('invalid_argument', IMAGE_MESSAGES.empty);
  if (bytes.byteLength > IMAGE_LIMITS.maxBytes) {
    throw new AppError('payload_too_large', IMAGE_MESSAGES.tooLarge);
  }
  const mimeType = detectImageType(bytes);
  if (!mimeType) throw new AppError('invalid_argument', IMAGE_MESSAGES.wrongType);
  return { bytes, mimeType };
}

/**
 * Stores a checked upload as the user's. The id is a random UUID: the image is public to whoever has its
 * address, so the address must not be guessable.
 */
export async function saveImage(
  db: Db,
  userId: string,
  upload: ImageUpload,
  now: number,
): Promise<ImageUploadResponse> {
  const id = randomUUID();
  await insertImage(db, { id, ownerId: userId, ...upload, now });
  return { id, url: imageUrl(id) };
}

export async function getImage(db: Db, id: string): Promise<{ mimeType: string; bytes: Uint8Array }> {
  const image = await findImage(db, id);
  if (!image) throw new AppError('not_found', IMAGE_MESSAGES.notFound);
  return image;
}
