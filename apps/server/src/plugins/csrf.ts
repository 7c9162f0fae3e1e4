import { AUTH_MESSAGES } from '@teachloop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser marks as coming from another site. Browsers send Origin on
 * every cross-origin POST and Sec-Fetch-Site on every request, so checking them (OWASP's "verify origin with
 * standard headers") stops cross-site request forgery; clients that send neither (curl, server-to-server) are
 * not browsers and carry no ambient cookies to abuse. The session cookie is also SameSite=Lax.
 */
export function registerCsrfProtection(app: FastifyInstance, trustedOrigins: (host: string) => string[]) {
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const crossSiteFetch = fetchSite === 'cross-site' || fetchSite === 'same-site';
    const foreignOrigin = origin !== undefined && !trustedOrigins(request.host).includes(origin);
    if (crossSiteFetch || foreignOrigin) {
      request.log.warn({ origin, fetchSite, url: request.url }, 'refused a cross-site request');
      return sendError(reply, 'permission_denied', AUTH_MESSAGES.crossSite);
    }
  });
}
