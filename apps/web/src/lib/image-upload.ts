import { IMAGE_LIMITS, IMAGE_MESSAGES, IMAGE_TYPES, type ImageUploadResponse } from '@teachloop/shared';
import { apiFetch } from './api-client';

/**
 * A fast answer before uploading: why this file cannot be an image upload (not one of the four types by what
 * the browser says it is, too big, empty), or undefined. The server still decides, by the file's bytes.
 */
export function imageFileProblem(file: Blob): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.wrongType;
  if (file.size > IMAGE_LIMITS.maxBytes) return IMAGE_MESSAGES.tooLarge;
  if (file.size === 0) return IMAGE_MESSAGES.empty;
  return undefined;
}

/** POST /api/images: the file's raw bytes; the server decides by them whether it is an image. */
export function uploadImage(file: Blob): Promise<ImageUploadResponse> {
  return apiFetch<ImageUploadResponse>('/api/images', { method: 'POST', body: file });
}
