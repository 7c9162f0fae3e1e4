import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound, sendError } from './errors';

/** Is this a request for an API path (which never falls back to the SPA)? */
function isApiPath(url: string) {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url === '/healthz';
}

/** Where the build puts the public pages rendered to HTML (apps/web/scripts/prerender.tsx). */
const PRERENDER_DIR = 'prerender';

/** The layout's frame, for app pages without HTML of their own: they paint it before the app starts. */
const SHELL = `${PRERENDER_DIR}/_shell.html`;

/** Prerendered pages by path: prerender/index.html is '/', prerender/about.html is '/about'. */
function prerenderedPages(webDist: string): Map<string, string> {
  const dir = path.join(webDist, PRERENDER_DIR);
  const pages = new Map<string, string>();
  if (!fs.existsSync(dir)) return pages;
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.html') || file.startsWith('_')) continue;
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'index' ? '/' : `/${name}`, `${PRERENDER_DIR}/${file}`);
  }
  return pages;
}

/** Source maps stay on the server for error reporting; browsers never get them. */
function isSourceMap(pathName: string) {
  return pathName.endsWith('.map');
}

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html, the service worker (/sw.js) and
 * the web app manifest (/manifest.webmanifest) are revalidated every time, so a deploy shows at once and a new
 * worker is found on the next check. Any other GET that asks for HTML gets index.html (history fallback), so every route
 * of the app loads on a hard refresh; unknown API paths get a JSON 404. A public page rendered to HTML at
 * build time gets that HTML instead, so it paints before (and without) JavaScript.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined) {
  const hasBuild = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  const prerendered = hasBuild ? prerenderedPages(webDist) : new Map<string, string>();
  const fallback = hasBuild && fs.existsSync(path.join(webDist, SHELL)) ? SHELL : 'index.html';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz twins (scripts/precompress.mjs); send them to browsers that accept them.
      preCompressed: true,
      allowedPath: (pathName) => !isSourceMap(pathName),
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
    // They also have no site header or footer, so they start from the empty index.html, not the shell.
    const popup = request.url.startsWith('/auth/');
    if (popup) reply.header('cross-origin-opener-policy', 'unsafe-none');
    const page = prerendered.get(request.url.split('?')[0] ?? '') ?? (popup ? 'index.html' : fallback);
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile(page);
  });
}
