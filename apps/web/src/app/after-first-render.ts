/**
 * What starts once the first render is on screen, in a chunk of its own so no first load carries it: analytics
 * (optional: it must never delay or break the page) and, after the load event, the service worker's
 * registration (app/service-worker.ts: offline shell, push, updates), so its precaching never competes with
 * the first load. Development builds no worker.
 */
export function afterFirstRender(): void {
  void import('../lib/analytics').then(({ initAnalytics }) => initAnalytics()).catch(() => {});
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('./service-worker').then((worker) => worker.startServiceWorker()).catch(() => {});
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
