import { IMAGE_LIMITS, IMAGE_MESSAGES } from '@teachloop/shared';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../app-error';
import type { ImageUpload } from './images.service';

/** GIF and WebP may be animated: every frame is kept. */
const ANIMATED_TYPES: readonly string[] = ['image/gif', 'image/webp'];

const decoder = (upload: ImageUpload) =>
  sharp(upload.bytes, {
    animated: ANIMATED_TYPES.includes(upload.mimeType),
    limitInputPixels: IMAGE_LIMITS.maxPixels,
    failOn: 'error',
  });

/**
 * Refuses an upload whose canvas (all frames together) is over the pixel limit, from its header alone, before
 * anything is decoded: a 100 KB PNG can claim 30000×30000 pixels. Unreadable headers are a 400 too.
 */
export async function checkImagePixels(upload: ImageUpload): Promise<void> {
  let pixels: number;
  try {
    const { width, height, pageHeight, pages } = await sharp(upload.bytes, {
      animated: ANIMATED_TYPES.includes(upload.mimeType),
      limitInputPixels: false,
    }).metadata();
    pixels = width * (pageHeight ?? height) * (pages ?? 1);
  } catch {
    throw new AppError('invalid_argument', IMAGE_MESSAGES.unreadable);
  }
  if (!(pixels <= IMAGE_LIMITS.maxPixels))
    throw new AppError('invalid_argument', IMAGE_MESSAGES.tooManyPixels);
}

function encodeAs(image: Sharp, upload: ImageUpload, isPalette: boolean): Sharp {
  switch (upload.mimeType) {
    case 'image/png':
      return image.png({ palette: isPalette });
    case 'image/jpeg':
      return image.jpeg({ quality: 90 });
    case 'image/webp':
      return image.webp({ quality: 90 });
    case 'image/gif':
      return image.gif();
  }
}

/**
 * The upload re-encoded in its own format, so nothing but pixels is stored and served: turned upright by its
 * EXIF orientation, converted to sRGB, and every piece of metadata (EXIF with its GPS position and camera,
 * XMP, IPTC, ICC profile, comments) dropped, as sharp does unless told to keep it. Animations keep their
 * frames, delays and loop count. Runs on libuv's thread pool, not the event loop. Bytes that pass the
 * signature check but do not decode are a 400.
 */
export async function cleanImage(upload: ImageUpload): Promise<ImageUpload> {
  try {
    const { pages = 1, isPalette } = await decoder(upload).metadata();
    // Orientation is a still image's EXIF tag; sharp cannot turn a multi-frame image by it.
    const image = pages > 1 ? decoder(upload) : decoder(upload).autoOrient();
    const bytes = await encodeAs(image, upload, isPalette).toBuffer();
    return {
      bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      mimeType: upload.mimeType,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('invalid_argument', IMAGE_MESSAGES.unreadable);
  }
}
