import {
  ACCOUNT_DISABLED_ERROR,
  AUTH_MESSAGES,
  GENERIC_MESSAGES,
  SIGN_IN_LINK_TEXTS,
  type ErrorCode,
} from '@teachloop/shared';

/**
 * Better Auth's error codes in our error shape, worded as the spec's catalogue. Unknown and wrong passwords
 * share one code and text, so a caller cannot tell whether an account exists.
 */
const BY_BETTER_AUTH_CODE: Record<string, { code: ErrorCode; message: string }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'unauthenticated', message: AUTH_MESSAGES.invalidCredential },
  USER_NOT_FOUND: { code: 'unauthenticated', message: AUTH_MESSAGES.invalidCredential },
  INVALID_PASSWORD: { code: 'unauthenticated', message: AUTH_MESSAGES.invalidCredential },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { code: 'unauthenticated', message: AUTH_MESSAGES.invalidCredential },
  USER_ALREADY_EXISTS: { code: 'conflict', message: AUTH_MESSAGES.emailAlreadyInUse },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'conflict', message: AUTH_MESSAGES.emailAlreadyInUse },
  INVALID_EMAIL: { code: 'invalid_argument', message: AUTH_MESSAGES.invalidEmail },
  PASSWORD_TOO_SHORT: { code: 'invalid_argument', message: AUTH_MESSAGES.weakPassword },
  PASSWORD_TOO_LONG: { code: 'invalid_argument', message: AUTH_MESSAGES.passwordTooLong },
  INVALID_TOKEN: { code: 'invalid_argument', message: AUTH_MESSAGES.resetLinkInvalid },
  SIGN_IN_LINK_INVALID: { code: 'invalid_argument', message: SIGN_IN_LINK_TEXTS.linkInvalid },
  EMAIL_PASSWORD_SIGN_UP_DISABLED: { code: 'permission_denied', message: AUTH_MESSAGES.operationNotAllowed },
  EMAIL_PASSWORD_DISABLED: { code: 'permission_denied', message: AUTH_MESSAGES.operationNotAllowed },
  USER_BANNED: { code: 'permission_denied', message: AUTH_MESSAGES.userDisabled },
  INVALID_ORIGIN: { code: 'permission_denied', message: AUTH_MESSAGES.crossSite },
  MISSING_OR_NULL_ORIGIN: { code: 'permission_denied', message: AUTH_MESSAGES.crossSite },
};

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'invalid_argument',
  401: 'unauthenticated',
  403: 'permission_denied',
  404: 'not_found',
  422: 'invalid_argument',
  429: 'resource_exhausted',
};

export function translateAuthError(status: number, body: unknown): { code: ErrorCode; message: string } {
  const betterAuthCode = typeof body === 'object' && body !== null && 'code' in body ? String(body.code) : '';
  const known = BY_BETTER_AUTH_CODE[betterAuthCode];
  if (known) return known;
  // A suspended account (suspension-guard.service.ts): the spec's text, with the end date our own hook wrote.
  if (betterAuthCode === ACCOUNT_DISABLED_ERROR)
    return { code: 'permission_denied', message: disabledText(body) };
  const code = BY_STATUS[status] ?? 'internal';
  const message =
    code === 'invalid_argument' ? GENERIC_MESSAGES.invalidRequest : GENERIC_MESSAGES.somethingWentWrong;
  return { code, message };
}

function disabledText(body: unknown): string {
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.startsWith(AUTH_MESSAGES.userDisabled)
    ? message
    : AUTH_MESSAGES.userDisabled;
}
