import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';

/** A web build as `npm run build` lays it out: hashed assets with hidden source maps, prerendered pages. */
function webBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-spa-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'prerender'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'prerender', 'index.html'), '<div id="root"><h1>Landing</h1></div>');
  fs.writeFileSync(path.join(dir, 'prerender', 'about.html'), '<div id="root"><h1>About</h1></div>');
  fs.writeFileSync(path.join(dir, 'prerender', '_shell.html'), '<div id="root"><header></header></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["main.tsx"]}');
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.map.gz'), 'gzipped map');
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("push", () => {});');
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Teachloop","start_url":"/dashboard"}');
  return dir;
}

describe('the SPA plugin', async () => {
  const { app } = await buildTestApp({ WEB_DIST: webBuild() });

  it('never sends a source map to a browser, compressed or not', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const response = await app.inject({
        url: '/assets/app-abc123.js.map',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode, encoding).toBe(404);
      expect(response.body).not.toContain('sources');
    }
    expect((await app.inject('/assets/app-abc123.js')).statusCode).toBe(200);
  });

  it('answers a byte range past the end with 416 and a failed condition with 412, never a server error', async () => {
    for (const url of ['/assets/app-abc123.js', '/', '/dashboard', '/about']) {
      for (const [headers, status, code] of [
        [{ range: 'bytes=999999-' }, 416, 'out_of_range'],
        [{ range: 'bytes=5-1' }, 416, 'out_of_range'],
        [{ 'if-match': '"not-this-one"' }, 412, 'failed_precondition'],
        [{ 'if-unmodified-since': 'Thu, 01 Jan 1970 00:00:01 GMT' }, 412, 'failed_precondition'],
      ] as const) {
        const response = await app.inject({ url, headers: { accept: 'text/html', ...headers } });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(status);
        expect(response.json().error.code).toBe(code);
      }
      const ranged = await app.inject({ url, headers: { accept: 'text/html', range: 'bytes=0-3' } });
      expect(ranged.statusCode, url).toBe(206);
      expect(ranged.body).toHaveLength(4);
    }
  });

  it('answers a prerendered page with its own HTML, uncached, query string or not', async () => {
    for (const [url, heading] of [
      ['/', 'Landing'],
      ['/about', 'About'],
      ['/about?from=footer', 'About'],
    ] as const) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body, url).toContain(`<h1>${heading}</h1>`);
    }
  });

  it('answers every other page of the site with the layout shell', async () => {
    for (const url of ['/dashboard', '/about/more', '/login', '/_shell']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<div id="root"><header></header></div>');
    }
  });

  it('sends the service worker and the web app manifest uncached, with their types, under our CSP', async () => {
    for (const [url, type, text] of [
      ['/sw.js', 'javascript', 'push'],
      ['/manifest.webmanifest', 'application/manifest+json', 'Teachloop'],
    ] as const) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain(type);
      // Revalidated on every check, so a new build's worker is found at once and never kept a year.
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain(text);
    }
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('answers the sign-in popup pages, which have no site layout, with the plain index.html', async () => {
    const response = await app.inject({ url: '/auth/popup-complete', headers: { accept: 'text/html' } });
    expect(response.body).toBe('<div id="root"></div>');
  });
});
