import { GENERIC_MESSAGES, isApiErrorBody, TIME_ZONE_HEADER, type ErrorCode } from '@teachloop/shared';

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
 * The reader's IANA time zone ('Europe/Berlin'), sent with every request: the server counts streak days and
 * the leaderboard's week in it (decision 006). Empty when the runtime cannot say; the server then uses UTC.
 */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

// Asked once per page: Intl answers it by building a date formatter, milliseconds on a slow phone for each request.
let pageTimeZone: string | undefined;

function requestHeaders(body: unknown): Record<string, string> {
  const headers: Record<string, string> =
    body === undefined
      ? { accept: 'application/json' }
      : { 'content-type': body instanceof Blob ? 'application/octet-stream' : 'application/json' };
  const timeZone = (pageTimeZone ??= browserTimeZone());
  if (timeZone) headers[TIME_ZONE_HEADER] = timeZone;
  return headers;
}

let firstSentAt: number | undefined;
let serverTimeAtFirstSend: number | undefined;

/**
 * The server's time, as far as it can be known from here, at which this page sent its first request: no read
 * of the page began before it. The server's Date header (whole seconds, rounded down, stamped before the
 * answer left) less the time since that request was sent can only be early, never late. undefined until an
 * answer has come.
 */
export const serverTimeOfFirstRead = () => serverTimeAtFirstSend;

function noteServerClock(response: Response) {
  if (serverTimeAtFirstSend !== undefined || firstSentAt === undefined) return;
  const serverDate = Date.parse(response.headers.get('date') ?? '');
  if (Number.isFinite(serverDate)) serverTimeAtFirstSend = serverDate - (performance.now() - firstSentAt);
}

/** A fresh random key: 128 random bits as two decimal numbers (getRandomValues works without HTTPS, randomUUID not). */
const newIdempotencyKey = () => crypto.getRandomValues(new BigUint64Array(2)).join('-');

/**
 * The one way the web app calls the server: JSON in, JSON out, cookies and the time zone included, and every failure turned
 * into an ApiError with the server's code and message. A Blob body (an image upload) goes as its raw bytes.
 *
 * Every write (any method but GET) carries an Idempotency-Key, one per call, i.e. per user action: the server acts
 * on a key once and answers a repeat with the first answer (plugins/idempotency.ts). A caller that retries one
 * action (a write whose answer was lost) passes its first call's `key` again, and is at most told again what it
 * did. Not resent here by itself: every page's first load carries this file, and its bytes are budgeted.
 */
export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; key?: string } = {},
): Promise<T> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const headers = requestHeaders(init.body);
  // The header's name written out: importing it would cost every page's first load a few bytes.
  if (method !== 'GET') headers['idempotency-key'] = init.key ?? newIdempotencyKey();
  let response: Response;
  firstSentAt ??= performance.now();
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers,
      body: init.body === undefined || init.body instanceof Blob ? init.body : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError('unavailable', GENERIC_MESSAGES.unavailable, 0);
  }
  noteServerClock(response);
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    if (isApiErrorBody(payload))
      throw new ApiError(payload.error.code, payload.error.message, response.status);
    throw new ApiError('internal', GENERIC_MESSAGES.somethingWentWrong, response.status);
  }
  return payload as T;
}
