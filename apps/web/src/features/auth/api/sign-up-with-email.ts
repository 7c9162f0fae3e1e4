import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { authErrorText } from './auth-error-text';

export interface SignUpRequest {
  /** The trimmed full name, '' when none was given. */
  name: string;
  email: string;
  password: string;
}

export function signUpWithEmail(request: SignUpRequest): Promise<{ ok: true }> {
  return apiFetch('/api/auth/sign-up/email', { method: 'POST', body: request });
}

/**
 * Asks for the account. The server answers alike whether or not the address is registered and signs nobody in:
 * the page then says 'Check your inbox' (the mailed link verifies the address; the password works at once).
 */
export function useSignUpWithEmail() {
  return useMutation({ mutationFn: signUpWithEmail });
}

/** 400 and 429 in the server's words; else the default (a registered address is no longer an error). */
export function signUpErrorText(error: unknown): string {
  return authErrorText(error, [400, 429], AUTH_MESSAGES.signupDefault);
}
