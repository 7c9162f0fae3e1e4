import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound, sendError } from './errors';

/** Is this a request for an API path (which never falls back to the SPA)? */
function isApiPath(url: string) {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url === '/healthz';
}

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is revalidated every time so a
 * deploy shows at once. Any other GET that asks for HTML gets index.html (history fallback), so every route
 * of the app loads on a hard refresh; unknown API paths get a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined) {
  const hasBuild = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz twins (scripts/precompress.mjs); send them to browsers that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else if (webDist !== undefined) {
    app.log.warn(`No web build at ${webDist}; run "npm run build" to serve the app.`);
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url)) return apiNotFound(reply);
    if (!hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, 'not_found', 'Not found.');
    }
    if (path.extname(request.url.split('?')[0] ?? '') !== '') {
      return sendError(reply, 'not_found', 'Not found.');
    }
    // The Google sign-in popup pages opt out of opener isolation, so the window that opened the popup keeps
    // its reference to it (and can tell "closed early" from "still at the provider") through the whole flow.
    if (request.url.startsWith('/auth/')) reply.header('cross-origin-opener-policy', 'unsafe-none');
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
