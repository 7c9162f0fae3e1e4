import type { FastifyInstance } from 'fastify';

/**
 * Every route the app registered, as 'METHOD /path' (HEAD, which Fastify adds to each GET, left out), read
 * from Fastify's own route tree so a route added later shows up without anyone listing it.
 * printRoutes draws the router's radix tree: a route's path is its line's text after those of its ancestors.
 */
export function appRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const parents: { depth: number; path: string }[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length;
    while (parents.length > 0 && parents.at(-1)!.depth >= depth) parents.pop();
    const path = (parents.at(-1)?.path ?? '') + match[2]!;
    parents.push({ depth, path });
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  if (routes.length === 0) throw new Error('No routes found in printRoutes output: has its format changed?');
  return routes;
}
