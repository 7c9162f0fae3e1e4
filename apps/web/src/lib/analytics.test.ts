import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, json, recordRequests, server } from '../test/msw-server';

const GTAG = 'script[src^="https://www.googletagmanager.com/gtag/js"]';

/** A fresh module per test: analytics keeps its set-up state at module level. */
async function loadAnalytics() {
  vi.resetModules();
  return import('./analytics');
}

function serveConfig(body: Record<string, unknown>, status = 200) {
  server.use(http.get('/api/client-config', () => json(body, status)));
}

/** The gtag calls queued so far, as plain arrays ('event', 'page_view', {...}). */
function queuedCalls(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

beforeEach(() => {
  document.head.innerHTML = '';
  delete window.dataLayer;
  delete window.gtag;
  window.history.replaceState(null, '', '/explore');
});

describe('initAnalytics', () => {
  it('injects nothing when no measurement id is configured', async () => {
    const requests = recordRequests();
    serveConfig({ analyticsMeasurementId: null });
    const { initAnalytics } = await loadAnalytics();
    await initAnalytics();
    expect(requests.to('GET', '/api/client-config')).toHaveLength(1);
    expect(document.querySelector(GTAG)).toBeNull();
    expect(window.gtag).toBeUndefined();
  });

  it('injects nothing for an empty id', async () => {
    serveConfig({ analyticsMeasurementId: '  ' });
    const { initAnalytics } = await loadAnalytics();
    await initAnalytics();
    expect(document.querySelector(GTAG)).toBeNull();
  });

  it('loads the Google tag asynchronously for a configured id and records page views', async () => {
    serveConfig({ analyticsMeasurementId: 'G-TEST123' });
    const { initAnalytics, trackPageView } = await loadAnalytics();
    await initAnalytics();

    const script = document.querySelector<HTMLScriptElement>(GTAG);
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(script?.async).toBe(true);
    expect(queuedCalls()).toContainEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(queuedCalls()).toContainEqual([
      'event',
      'page_view',
      expect.objectContaining({ page_path: '/explore' }),
    ]);

    trackPageView('/about');
    trackPageView('/about');
    const aboutViews = queuedCalls().filter(
      (call) => (call[2] as { page_path?: string })?.page_path === '/about',
    );
    expect(aboutViews).toHaveLength(1);
  });

  it('records nothing before it is set up', async () => {
    const { trackPageView } = await loadAnalytics();
    expect(() => trackPageView('/about')).not.toThrow();
    expect(window.dataLayer).toBeUndefined();
  });

  it('swallows a failed config fetch', async () => {
    server.use(http.get('/api/client-config', () => HttpResponse.error()));
    const { initAnalytics } = await loadAnalytics();
    await expect(initAnalytics()).resolves.toBeUndefined();
    expect(document.querySelector(GTAG)).toBeNull();
  });

  it('swallows a server error answer', async () => {
    serveConfig({ error: { code: 'internal', message: 'Something went wrong.' } }, 500);
    const { initAnalytics } = await loadAnalytics();
    await expect(initAnalytics()).resolves.toBeUndefined();
    expect(document.querySelector(GTAG)).toBeNull();
  });

  it('survives the tag failing to load and then stops recording', async () => {
    serveConfig({ analyticsMeasurementId: 'G-TEST123' });
    const { initAnalytics, trackPageView } = await loadAnalytics();
    await initAnalytics();
    const script = document.querySelector(GTAG);
    expect(() => script?.dispatchEvent(new Event('error'))).not.toThrow();
    expect(document.querySelector(GTAG)).toBeNull();

    const queued = queuedCalls().length;
    trackPageView('/community');
    expect(queuedCalls()).toHaveLength(queued);
  });
});
