import { GENERIC_MESSAGES, isApiErrorBody, type ErrorCode } from '@teachloop/shared';

/** An error answered by our API (or a network failure, code 'unavailable'), carrying the server's code. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The one way the web app calls the server: JSON in, JSON out, cookies included, and every failure turned
 * into an ApiError with the server's code and message.
 */
export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers:
        init.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError('unavailable', GENERIC_MESSAGES.unavailable, 0);
  }
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    if (isApiErrorBody(payload))
      throw new ApiError(payload.error.code, payload.error.message, response.status);
    throw new ApiError('internal', GENERIC_MESSAGES.somethingWentWrong, response.status);
  }
  return payload as T;
}
