/**
 * Images in Markdown explanations (docs/decisions/022): an author uploads PNG, JPEG, WebP or GIF up
 * to 2 MB, checked by its bytes, and embeds it as `![image](/api/images/<id>)`. Only one's own uploads may be
 * embedded.
 */
export const IMAGE_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  /**
   * Decoded size, all frames of an animation together: a few KB can claim a canvas that takes gigabytes to
   * decode. Avatars use the same limit.
   */
  maxPixels: 40_000_000,
} as const;

/** The types an upload may have, found from its bytes (never from its name or declared type). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The path an uploaded image is served from; the renderer keeps only images from here. */
export const IMAGE_PATH_PREFIX = '/api/images/';
export const imageUrl = (id: string): string => `${IMAGE_PATH_PREFIX}${id}`;

export const IMAGE_MESSAGES = {
  wrongType: 'Only PNG, JPEG, WebP or GIF images can be uploaded.',
  tooLarge: 'An image must be at most 2 MB.',
  tooManyPixels: 'An image can be at most 40 megapixels (all frames of an animation together).',
  unreadable: 'That image could not be read. Try another one.',
  empty: 'Choose an image to upload.',
  notYours: 'You can only embed images you uploaded.',
  notFound: 'Image not found.',
  uploading: 'Uploading image…',
  uploadFailed: 'Couldn’t upload the image. Please try again.',
  addImage: 'Add image',
} as const;
