import { useContext, useEffect, useEffectEvent, useState } from 'react';
import {
  NavigationType,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigationType,
  useSearchParams,
  type Navigator,
} from 'react-router';

/** How long typing must pause before a search box's text reaches the address (and so the request). */
export const SEARCH_DELAY_MS = 300;

/** `value` if it is one of `values`, else `fallback`: unknown values in the address fall back to the default. */
export function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

/**
 * The query string last asked for on a path, until the router renders it. Navigations run as transitions, so
 * the address a render reads can be older than one already asked for; building on it, a second change made
 * before that render (a search term reaching the address just after a filter chip was clicked) would undo the
 * first. Shared by every useUrlParams of the page, since each filter has its own.
 */
let requested: { pathname: string; search: string; fromKey: string } | null = null;

/**
 * The address's query string as a page's state: `params` to read, `update` to set (a string) or remove (null)
 * several at once, pushing a history entry unless `replace`. Each update builds on the last one asked for.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const { pathname, search, key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    // The router has rendered what was asked for, another page, or a Back or Forward since the request: the
    // address is the truth again.
    if (!requested) return;
    const caughtUp = requested.search === new URLSearchParams(search).toString();
    const wentBack = navigationType === NavigationType.Pop && key !== requested.fromKey;
    if (caughtUp || wentBack || requested.pathname !== pathname) requested = null;
  }, [pathname, search, key, navigationType]);

  const update = (changes: Record<string, string | null>, { replace = false } = {}) =>
    setParams(
      (current) => {
        const pending = requested?.pathname === pathname ? requested : null;
        const next = new URLSearchParams(pending ? pending.search : current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        requested = { pathname, search: next.toString(), fromKey: pending ? pending.fromKey : key };
        return next;
      },
      { replace },
    );
  return { params, update };
}

/**
 * The path the router's history is at now. Navigations render as transitions, so after a link is followed the
 * page it left stays on screen (and its timers run) until the next page's code has arrived, while the history
 * already holds the next page. Both routers the app uses (BrowserRouter, and MemoryRouter in tests) hand their
 * history in as the navigator, which reads its current location.
 */
function currentPathname(navigator: Navigator): string | null {
  if (!('location' in navigator)) return null;
  const { location } = navigator as Navigator & { location: { pathname?: unknown } };
  return typeof location.pathname === 'string' ? location.pathname : null;
}

/**
 * A search box bound to ?q=: the box shows each keystroke at once, the address follows after a short pause
 * (replacing the history entry, and clearing `alsoClear`, e.g. the page number), and Back or a link that changes
 * ?q= updates the box. `q` is the trimmed term in the address, what the request uses.
 */
export function useSearchBox({ alsoClear = [] }: { alsoClear?: readonly string[] } = {}) {
  const { params, update } = useUrlParams();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname, key } = useLocation();
  const q = (params.get('q') ?? '').trim();
  const [search, setSearch] = useState(q);
  // The address changed under the box: show what it says (adjusting state while rendering, not in an effect).
  const [addressQ, setAddressQ] = useState(q);
  if (addressQ !== q) {
    setAddressQ(q);
    if (search.trim() !== q) setSearch(q);
  }

  const showSearch = useEffectEvent((term: string) => {
    // A pending search dies with its page: once the history has moved to another page (a link followed within
    // the pause, its page still loading), writing ?q= would navigate from a page no longer shown, back to it.
    const now = currentPathname(navigator);
    if (now !== null && now !== pathname) return;
    const cleared = Object.fromEntries(alsoClear.map((name) => [name, null]));
    update({ q: term || null, ...cleared }, { replace: true });
  });

  // A pause in typing, not in rendering: other updates of the page do not delay the address. The timer ends
  // with the page (unmount) and starts again when the address changes under it.
  useEffect(() => {
    const term = search.trim();
    if (term === q) return;
    const timer = setTimeout(() => showSearch(term), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, q, key]);

  return { search, setSearch, q };
}
