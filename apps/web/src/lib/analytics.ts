import type { ClientConfig } from '@teachloop/shared';
import { apiFetch } from './api-client';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js';

let measurementId: string | null = null;
let lastTrackedPath: string | null = null;

/** Sends a call to the Google tag, never letting a problem in it reach the page. */
function send(...args: unknown[]): void {
  try {
    window.gtag?.(...args);
  } catch {
    // Analytics is optional by spec: its failures are ignored.
  }
}

function installGtag(id: string): void {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js only reads real `arguments` objects from the data layer, not arrays, hence no rest parameter.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  send('js', new Date());
  // Page views are sent by trackPageView on each route change; the automatic one would miss SPA navigations.
  send('config', id, { send_page_view: false });

  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(id)}`;
  script.addEventListener('error', () => {
    // Blocked (ad blocker, CSP) or offline: stop queueing events nobody will read.
    measurementId = null;
    script.remove();
  });
  document.head.append(script);
}

/**
 * Loads the Google tag only when the server names a measurement id. Any failure is swallowed: analytics must
 * never break a page, nor log an error (console.error fails our tests and alarms users who open devtools).
 */
export async function initAnalytics(): Promise<void> {
  try {
    if (measurementId) return;
    const config = await apiFetch<Partial<ClientConfig> | null>('/api/client-config');
    const id = config?.analyticsMeasurementId;
    if (typeof id !== 'string' || id.trim() === '') return;
    measurementId = id.trim();
    installGtag(measurementId);
    // The first route change usually happens before the config arrives, so record the current page now.
    trackPageView(window.location.pathname + window.location.search);
  } catch {
    measurementId = null;
  }
}

/** Records a page view for a route change; does nothing until analytics is set up. */
export function trackPageView(path: string): void {
  if (!measurementId || path === lastTrackedPath) return;
  lastTrackedPath = path;
  send('event', 'page_view', {
    page_path: path,
    page_location: window.location.origin + path,
    page_title: document.title,
  });
}
