/**
 * What the page says when a new build's service worker is waiting (UpdatePrompt). A file of its own, apart from
 * CONNECTION_TEXTS, which every first load carries: these load with the prompt, after the page.
 */
export const UPDATE_TEXTS = {
  ready: 'A new version is ready',
  reload: 'Reload',
  later: 'Not now',
} as const;
