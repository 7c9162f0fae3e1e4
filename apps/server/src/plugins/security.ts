import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const GOOGLE_TAG_ORIGINS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com'];

/**
 * Security headers for every response. The CSP allows only our own scripts (the built SPA has no inline
 * script); inline styles are allowed because accessible primitives (Radix) set style attributes and inject
 * scroll-lock styles. Google's tag origins are added only when analytics is configured.
 */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const analytics = config.analyticsMeasurementId ? GOOGLE_TAG_ORIGINS : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...analytics],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", ...analytics],
        fontSrc: ["'self'"],
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
  });
}
