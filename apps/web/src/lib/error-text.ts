import { GENERIC_MESSAGES, type ErrorCode } from '@teachloop/shared';
import { ApiError } from './api-client';

/**
 * The spec's database-code texts (section 8), keyed by our API's error codes. 'Quota exceeded…' has no
 * constant in @teachloop/shared yet, so it is written here.
 */
export const LOAD_ERROR_TEXTS: Partial<Record<ErrorCode, string>> = {
  permission_denied: GENERIC_MESSAGES.permissionDenied,
  not_found: GENERIC_MESSAGES.notFound,
  unavailable: GENERIC_MESSAGES.unavailable,
  resource_exhausted: 'Quota exceeded. Please try again later.',
  invalid_argument: GENERIC_MESSAGES.invalidRequest,
};

/** What to say when a read failed: the text for the error's code, else the failed part's own text. */
export function loadErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return LOAD_ERROR_TEXTS[error.code] ?? fallback;
  return fallback;
}

/**
 * What to say when an action failed: the spec's text for it, followed by the server's reason when the action
 * was refused for one of `reasons` (by default the item's state, 409: 'This challenge is already completed.').
 */
export function actionErrorText(
  error: unknown,
  fallback: string,
  reasons: readonly ErrorCode[] = ['conflict'],
): string {
  if (error instanceof ApiError && reasons.includes(error.code) && error.message)
    return `${fallback} ${error.message}`;
  return fallback;
}
