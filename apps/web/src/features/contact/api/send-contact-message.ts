import { useMutation } from '@tanstack/react-query';
import { CONTACT_MESSAGES, type ContactRequest, type ContactResponse } from '@teachloop/shared';
import { ApiError, apiFetch } from '../../../lib/api-client';

function sendContactMessage(request: ContactRequest): Promise<ContactResponse> {
  return apiFetch<ContactResponse>('/api/contact', { method: 'POST', body: request });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

/**
 * The text to show when sending failed. The server's own words are shown for a rejected message (400) and for
 * the rate limit (429), because they tell the visitor what to do; anything else gets the spec's failure text.
 */
export function contactErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return CONTACT_MESSAGES.failure;
  if (error.status === 429) {
    return error.code === 'resource_exhausted' ? error.message : CONTACT_MESSAGES.rateLimited;
  }
  if (error.status === 400 && error.code === 'invalid_argument') return error.message;
  return CONTACT_MESSAGES.failure;
}
