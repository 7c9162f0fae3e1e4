import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '../app-error';

/** The page the app is served from, without a build (tests) a bare one with the same head and root. */
const BARE_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Teachloop</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * A page of the web build (index.html, prerender/_shell.html), read once when the routes are built, for the
 * pages the server renders into it; the bare page when there is no build.
 */
export function readWebPage(webDist: string | undefined, file: string): string {
  const at = webDist === undefined ? undefined : path.join(webDist, file);
  return at && fs.existsSync(at) ? fs.readFileSync(at, 'utf8') : BARE_PAGE;
}

/**
 * A missing page's answer: for a browser (it asks for HTML) the layout's frame with a 404, where the app draws
 * its not-found page; for any other caller the API's one error shape (`notFound`).
 */
export function sendNotFoundPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: string,
  notFound: AppError,
) {
  if (!(request.headers.accept ?? '').includes('text/html')) throw notFound;
  return reply.status(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
}
