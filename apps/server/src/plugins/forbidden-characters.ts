import { GENERIC_MESSAGES, hasForbiddenCharacters } from '@teachloop/shared';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';

/**
 * Refuses, with one 400, any request whose path parameters, query or JSON body hold a string with a control
 * character or a lone surrogate (text/characters in @teachloop/shared), before any route runs: before the
 * database (PostgreSQL refuses NUL in text with an error) and before a rate limit counts a key made from it.
 * Tab and line breaks pass; which fields may hold them is each schema's business.
 */
export function registerForbiddenCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, reply, done) => {
    if ([request.params, request.query, request.body].some(holdsForbiddenText)) {
      void sendError(reply, 'invalid_argument', GENERIC_MESSAGES.forbiddenCharacters);
      return;
    }
    done();
  });
}

/** Walks any JSON value without recursion, so a deeply nested body cannot overflow the stack. */
function holdsForbiddenText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (hasForbiddenCharacters(next)) return true;
    } else if (Array.isArray(next)) {
      pending.push(...(next as unknown[]));
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (hasForbiddenCharacters(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
