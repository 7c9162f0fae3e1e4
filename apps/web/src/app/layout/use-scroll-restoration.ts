import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'teachloop:scroll-positions';

/** Where each history entry was scrolled to, by the entry's key; kept across reloads of the tab. */
const positions = new Map<string, number>();
let storedRead = false;

function readStored(): void {
  if (storedRead) return;
  storedRead = true;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return;
    for (const [key, top] of Object.entries(stored)) if (typeof top === 'number') positions.set(key, top);
  } catch {
    // Unreadable or blocked storage: positions are then kept for this page view only.
  }
}

function writeStored(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // Blocked or full storage: a reload then starts at the top, which is what browsers do without it.
  }
}

/**
 * The key an entry's position is kept under. React Router keys the entries it makes; an entry a document load
 * made (the tab's first page, a typed address, a link to another document) has the key 'default' in every
 * document, so positions kept under it would carry one page's scroll to the next page loaded. Such an entry
 * gets an id of its own, kept in its history state, where a reload or Back to that document finds it again.
 */
function entryKey(routerKey: string): string {
  if (routerKey !== 'default') return routerKey;
  const state: unknown = window.history.state;
  const own =
    typeof state === 'object' && state !== null ? (state as { scrollKey?: unknown }).scrollKey : null;
  if (typeof own === 'string') return own;
  const made = `doc-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  try {
    window.history.replaceState({ ...(typeof state === 'object' ? state : null), scrollKey: made }, '');
  } catch {
    // A state the browser refuses to copy: this entry's position is then kept for this page view only.
  }
  return made;
}

/**
 * Scroll positions as browsers keep them between documents, for the app's own navigations: Back and Forward
 * return to where that page was left (also after a reload), a new page starts at the top, or at the element its
 * #hash names.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry on screen, set as soon as a new one commits: a scroll event (which the browser sends a frame
  // later) is then recorded for the entry it happened on.
  const shownKey = useRef('');

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      if (shownKey.current) positions.set(shownKey.current, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', writeStored);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', writeStored);
    };
  }, []);

  // Before paint, once the new page is in the DOM.
  useLayoutEffect(() => {
    readStored();
    const key = entryKey(location.key);
    shownKey.current = key;
    const saved = positions.get(key);
    if (navigationType === NavigationType.Pop && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
