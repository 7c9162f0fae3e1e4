import { z } from 'zod';
import { SIMPLE_EMAIL } from './contact';
import { CONTACT_LIMITS } from './limits';
import { CONTACT_MESSAGES as M } from './messages';

/**
 * One schema for the contact form and the contact endpoint, so the browser and the server reject the same input
 * with the same words. Values are trimmed before they are checked.
 */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, M.nameRequired).max(CONTACT_LIMITS.name, M.nameTooLong),
  email: z
    .string()
    .trim()
    .min(1, M.emailRequired)
    .max(CONTACT_LIMITS.email, M.emailTooLong)
    .regex(SIMPLE_EMAIL, M.emailInvalid),
  message: z.string().trim().min(1, M.messageRequired).max(CONTACT_LIMITS.message, M.messageTooLong),
});

/** The request body adds the honeypot; a filled honeypot is accepted and silently dropped by the server. */
export const contactRequestSchema = contactMessageSchema.extend({
  website: z.string().max(500).optional(),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ ok: z.literal(true) });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
