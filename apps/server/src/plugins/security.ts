import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

const GOOGLE_TAG_ORIGINS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com'];

/**
 * Security headers for every response. The CSP allows only our own scripts (the built SPA has no inline
 * script); inline styles are allowed because accessible primitives (Radix) set style attributes and inject
 * scroll-lock styles. Google's tag origins are added only when analytics is configured.
 */
function securityOptions(config: Config): HelmetOptions {
  const analytics = config.analyticsMeasurementId ? GOOGLE_TAG_ORIGINS : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", ...analytics],
        fontSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest: our own files only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Google sign-in runs in a popup that reports back to its opener; "same-origin" would cut that link.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // HSTS only makes sense where we are served over https; behind a TLS proxy the proxy sets it.
    strictTransportSecurity: false,
    // Helmet's 'no-referrer' stops Lighthouse from loading any page (FAILED_DOCUMENT_REQUEST); this sends no
    // path or query to other sites, only our origin, and nothing from https to http.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers helmet sets with these options, computed once. They depend on nothing in the request, and
 * running helmet's middleware for every request (as @fastify/helmet does) re-parsed the whole CSP each time.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined) throw new Error('invalid security header options', { cause: failure });
  return headers;
}

/** Browser features no page of ours uses, refused for our pages and anything they embed. */
const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), ' +
  'gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';

/** Every response's security headers, computed once at start. */
export function securityHeaders(config: Config): Record<string, string> {
  return { ...helmetHeaders(securityOptions(config)), 'permissions-policy': PERMISSIONS_POLICY };
}

export function registerSecurity(app: FastifyInstance, headers: Record<string, string>): void {
  // Set on arrival, so a route may still change one (the sign-in popup pages relax the opener policy).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // API answers are one user's data at one moment: no browser or proxy may keep them.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });
}
