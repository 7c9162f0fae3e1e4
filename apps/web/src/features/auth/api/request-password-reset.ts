import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { authErrorText } from '../../../lib/auth-error-text';

/** Where the e-mailed link lands: the server appends ?token=… (or ?error=INVALID_TOKEN). */
const RESET_PASSWORD_PATH = '/reset-password';

function requestPasswordReset(email: string): Promise<{ ok: true }> {
  return apiFetch('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: RESET_PASSWORD_PATH },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** The server answers the same for known and unknown addresses; only a rejected address and the rate limit differ. */
export function resetRequestErrorText(error: unknown): string {
  return authErrorText(error, [400, 429], AUTH_MESSAGES.resetDefault);
}
