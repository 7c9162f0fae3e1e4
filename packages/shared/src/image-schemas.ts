import { z } from 'zod';

/** What an image upload answers: its id and the address it is served from (`/api/images/<id>`). */
export const imageUploadResponseSchema = z.object({ id: z.string(), url: z.string() });
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;
