import { CIRCLE_LEVEL_FILTERS } from '@teachloop/shared';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

export type LevelFilter = (typeof CIRCLE_LEVEL_FILTERS)[number];
const SEARCH_DELAY_MS = 300;

function levelFrom(value: string | null): LevelFilter {
  return CIRCLE_LEVEL_FILTERS.find((level) => level === value) ?? 'All';
}

/**
 * The search and level filter, kept in the address (?q=&level=) so Back, a reload and a shared link show the
 * same results. The box updates at once; the address (and so the request) follows after a short pause in typing.
 */
export function useCircleFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const level = levelFrom(params.get('level'));
  const [search, setSearch] = useState(q);

  useEffect(() => {
    if (search.trim() === q) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (search.trim()) next.set('q', search.trim());
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, q, setParams]);

  const setLevel = (value: LevelFilter) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'All') next.delete('level');
        else next.set('level', value);
        return next;
      },
      { replace: true },
    );

  return { search, setSearch, q, level, setLevel };
}
