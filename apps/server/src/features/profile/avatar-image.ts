import { AVATAR_LIMITS, AVATAR_TYPES, IMAGE_LIMITS, PROFILE_MESSAGES } from '@teachloop/shared';
import sharp from 'sharp';
import { AppError } from '../../app-error';
import { detectImageType } from '../images/detect-image-type';

/** Larger inputs are refused before decoding, so a tiny file cannot claim a huge canvas (a decompression bomb). */
const MAX_INPUT_PIXELS = IMAGE_LIMITS.maxPixels;

/**
 * An avatar upload's bytes: PNG, JPEG or WebP by their content (never the name or declared type), at most 2 MB.
 * Anything else is a 400 (413 when too big), before anything is decoded or written.
 */
export function checkAvatarUpload(bytes: Uint8Array | undefined): Uint8Array {
  if (!bytes || bytes.byteLength === 0) throw new AppError('invalid_argument', PROFILE_MESSAGES.avatarEmpty);
  if (bytes.byteLength > AVATAR_LIMITS.maxBytes) {
    throw new AppError('payload_too_large', PROFILE_MESSAGES.avatarTooLarge);
  }
  const type = detectImageType(bytes);
  if (!type || !(AVATAR_TYPES as readonly string[]).includes(type)) {
    throw new AppError('invalid_argument', PROFILE_MESSAGES.avatarWrongType);
  }
  return bytes;
}

/**
 * The checked upload as two WebP squares (64 and 256 px): turned upright by its EXIF orientation, cropped to
 * the centred square, resized, its metadata (location, camera) dropped. Bytes that pass the signature check
 * but do not decode are a 400.
 */
export async function renderAvatar(bytes: Uint8Array): Promise<{ small: Uint8Array; large: Uint8Array }> {
  const square = (size: number) =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  try {
    const [small, large] = await Promise.all([square(64), square(256)]);
    return { small, large };
  } catch {
    throw new AppError('invalid_argument', PROFILE_MESSAGES.avatarUnreadable);
  }
}
