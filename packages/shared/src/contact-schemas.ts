import { z } from 'zod';
import { SIMPLE_EMAIL } from './contact';
import { CONTACT_LIMITS } from './limits';
import { CONTACT_MESSAGES } from './messages';
import { nameOrTitleText, requiredVisibleText } from './text-schemas';

/**
 * One schema for the contact form and the contact endpoint, so the browser and the server reject the same input
 * with the same words. Values are trimmed before they are checked.
 */
export const contactMessageSchema = z.object({
  name: nameOrTitleText({
    required: CONTACT_MESSAGES.nameRequired,
    max: CONTACT_LIMITS.name,
    tooLong: CONTACT_MESSAGES.nameTooLong,
  }),
  email: z
    .string()
    .trim()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailTooLong)
    .regex(SIMPLE_EMAIL, CONTACT_MESSAGES.emailInvalid),
  message: requiredVisibleText({
    required: CONTACT_MESSAGES.messageRequired,
    max: CONTACT_LIMITS.message,
    tooLong: CONTACT_MESSAGES.messageTooLong,
  }),
});

/** The request body adds the honeypot; a filled honeypot is accepted and silently dropped by the server. */
export const contactRequestSchema = contactMessageSchema.extend({
  website: z.string().max(500).optional(),
});

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ ok: z.literal(true) });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
