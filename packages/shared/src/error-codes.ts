/**
 * Every error the API can answer with. The server maps each code to one HTTP status; the body is always
 * `{ error: { code, message } }`.
 */
export const ERROR_STATUS = {
  invalid_argument: 400,
  unauthenticated: 401,
  permission_denied: 403,
  not_found: 404,
  conflict: 409,
  /** A conditional request (If-Match, If-Unmodified-Since) whose condition does not hold: static files. */
  failed_precondition: 412,
  /** A request body that did not arrive within its deadline (the connection is closed). */
  request_timeout: 408,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** A byte range beyond the end of a static file. */
  out_of_range: 416,
  resource_exhausted: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error: unknown = value.error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}
