import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './test/build-test-app';

function fakeWebBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teachloop-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Teachloop</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  fs.writeFileSync(
    path.join(dir, 'assets', 'app-abc123.js.br'),
    zlib.brotliCompressSync('console.log("app")'),
  );
  return dir;
}

const { app } = await buildTestApp();

describe('the server', () => {
  it('reports healthy when the database answers', async () => {
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers with a CSP that allows only our own scripts', async () => {
    const response = await app.inject('/healthz');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Full URLs never leave the site; other sites see only our origin, and pages load in Lighthouse (which
    // refuses documents served with 'no-referrer').
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends the same security headers on answers, errors and unknown paths alike', async () => {
    const answers = await Promise.all([
      app.inject('/healthz'),
      app.inject('/api/nope'),
      app.inject('/api/challenges/%E0%A4%A'),
      app.inject({
        method: 'POST',
        url: '/api/challenges',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
    ]);
    for (const response of answers) {
      expect(response.headers).toMatchObject({
        'x-frame-options': 'SAMEORIGIN',
        'x-content-type-options': 'nosniff',
        'cross-origin-opener-policy': 'same-origin-allow-popups',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'content-security-policy': expect.stringContaining("default-src 'self'"),
      });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('answers an address that does not decode, or a too-long path segment, in the one error shape', async () => {
    const badUrl = await app.inject('/api/challenges/%E0%A4%A');
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({
      error: { code: 'invalid_argument', message: 'The address is not valid.' },
    });
    const tooLong = await app.inject(`/api/challenges/${'a'.repeat(600)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      error: { code: 'invalid_argument', message: 'A part of the address is too long.' },
    });
  });

  it('tells browsers and proxies to keep no API answer, and refuses powerful features', async () => {
    const api = await app.inject('/api/client-config');
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.headers['permissions-policy']).toContain('camera=()');
    expect(api.headers['permissions-policy']).toContain('geolocation=()');
    expect((await app.inject('/api/nope')).headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown API path with the JSON error shape', async () => {
    const response = await app.inject('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'No such API endpoint.' } });
  });

  it('exposes the analytics id only when configured', async () => {
    expect((await app.inject('/api/client-config')).json()).toEqual({
      analyticsMeasurementId: null,
      googleSignIn: false,
    });
    const configured = await buildTestApp({ ANALYTICS_MEASUREMENT_ID: 'G-TEST123' });
    expect((await configured.app.inject('/api/client-config')).json()).toEqual({
      analyticsMeasurementId: 'G-TEST123',
      googleSignIn: false,
    });
    const csp = (await configured.app.inject('/healthz')).headers['content-security-policy'];
    expect(csp).toContain('https://www.googletagmanager.com');
  });
});

describe('serving the web app', async () => {
  const { app: web } = await buildTestApp({ WEB_DIST: fakeWebBuild() });

  it('answers every app route with index.html, uncached, so a hard refresh works', async () => {
    for (const url of ['/', '/about', '/challenges/abc/work', '/feedback/42']) {
      const response = await web.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('isolates app pages from cross-origin openers, except the sign-in popup pages', async () => {
    const page = await web.inject({ url: '/dashboard', headers: { accept: 'text/html' } });
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const popup = await web.inject({ url: '/auth/popup-complete', headers: { accept: 'text/html' } });
    expect(popup.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await web.inject('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed twin to a browser that accepts it, and the plain file otherwise', async () => {
    const compressed = await web.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log("app")');
    const plain = await web.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await web.inject('/assets/missing.js');
    expect(response.statusCode).toBe(404);
  });
});
