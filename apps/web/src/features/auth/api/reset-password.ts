import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { authErrorText } from '../../../lib/auth-error-text';

interface ResetPasswordRequest {
  newPassword: string;
  token: string;
}

function resetPassword(request: ResetPasswordRequest): Promise<{ ok: true }> {
  return apiFetch('/api/auth/reset-password', { method: 'POST', body: request });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // A reset ends the user's other sessions, possibly one in this browser: read it again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}

/** An expired or used link (400) and the rate limit (429) come with the spec's text from the server. */
export function resetPasswordErrorText(error: unknown): string {
  return authErrorText(error, [400, 429], AUTH_MESSAGES.signupDefault);
}
