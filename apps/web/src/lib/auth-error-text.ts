import { GENERIC_MESSAGES } from '@teachloop/shared';
import { ApiError } from './api-client';

/**
 * The text to show for a failed auth request. For the statuses listed, the server answers with the spec's own
 * words (e.g. 'Incorrect email or password.'), so they are shown as they are; anything else, including a
 * network failure, gets the form's default text.
 */
export function authErrorText(error: unknown, statuses: readonly number[], fallback: string): string {
  if (error instanceof ApiError && statuses.includes(error.status) && error.message) return error.message;
  return fallback;
}

/** Thrown when the server accepted a sign-in but the session still reads signed out (e.g. cookies blocked). */
export class SessionNotStartedError extends Error {
  constructor() {
    super('The session did not start.');
    this.name = 'SessionNotStartedError';
  }
}

/** The server's words for a refused request (a wrong password, too many tries), else a generic text. */
export function emailErrorText(error: unknown): string {
  return authErrorText(error, [400, 429], GENERIC_MESSAGES.somethingWentWrong);
}
