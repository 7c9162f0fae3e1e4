import { ERROR_STATUS, GENERIC_MESSAGES, type ErrorCode } from '@teachloop/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../app-error';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'invalid_argument',
  401: 'unauthenticated',
  403: 'permission_denied',
  404: 'not_found',
  409: 'conflict',
  412: 'failed_precondition',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  416: 'out_of_range',
  429: 'resource_exhausted',
};

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large) in words a caller can act on. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length is wrong.',
};

export function sendError(reply: FastifyReply, code: ErrorCode, message: string) {
  return reply.status(ERROR_STATUS[code]).send({ error: { code, message } });
}

/**
 * One error shape for the whole API. Validation failures carry the first issue's message (the spec's texts
 * live in the shared schemas); unknown errors are logged and answered as `internal` with the detail hidden.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return sendError(reply, error.code, error.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = error.validation[0]?.message ?? GENERIC_MESSAGES.invalidRequest;
      return sendError(reply, 'invalid_argument', message);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A caller's mistake is never a server error, even one a plugin names with a status we have no code for.
      const code = CODE_BY_STATUS[status] ?? 'invalid_argument';
      const message =
        FRAMEWORK_MESSAGES[error.code] ??
        (code === 'resource_exhausted' ? GENERIC_MESSAGES.tooManyRequests : error.message);
      return sendError(reply, code, message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'internal', GENERIC_MESSAGES.somethingWentWrong);
  });
}

/**
 * Errors Fastify raises before routing (Fastify's `frameworkErrors` option): an address that does not decode,
 * or a path segment longer than any id we accept. Same shape as every other error.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long.'
      : 'The address is not valid.';
  void sendError(reply, 'invalid_argument', message);
}

export function apiNotFound(reply: FastifyReply) {
  return sendError(reply, 'not_found', 'No such API endpoint.');
}
