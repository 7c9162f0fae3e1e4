import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing must pause before a search box's text reaches the address (and so the request). */
export const SEARCH_DELAY_MS = 300;

/** `value` if it is one of `values`, else `fallback`: unknown values in the address fall back to the default. */
export function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

/**
 * The address's query string as a page's state: `params` to read, `update` to set (a string) or remove (null)
 * several at once, pushing a history entry unless `replace`.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>, { replace = false } = {}) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace },
    );
  return { params, update };
}

/**
 * A search box bound to ?q=: the box shows each keystroke at once, the address follows after a short pause
 * (replacing the history entry, and clearing `alsoClear`, e.g. the page number), and Back or a link that changes
 * ?q= updates the box. `q` is the trimmed term in the address, what the request uses.
 */
export function useSearchBox({ alsoClear = [] }: { alsoClear?: readonly string[] } = {}) {
  const { params, update } = useUrlParams();
  const q = (params.get('q') ?? '').trim();
  const [search, setSearch] = useState(q);
  // The address changed under the box: show what it says (adjusting state while rendering, not in an effect).
  const [addressQ, setAddressQ] = useState(q);
  if (addressQ !== q) {
    setAddressQ(q);
    if (search.trim() !== q) setSearch(q);
  }

  const showSearch = useEffectEvent((term: string) => {
    const cleared = Object.fromEntries(alsoClear.map((name) => [name, null]));
    update({ q: term || null, ...cleared }, { replace: true });
  });

  // A pause in typing, not in rendering: other updates of the page do not delay the address.
  useEffect(() => {
    const term = search.trim();
    if (term === q) return;
    const timer = setTimeout(() => showSearch(term), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, q]);

  return { search, setSearch, q };
}
