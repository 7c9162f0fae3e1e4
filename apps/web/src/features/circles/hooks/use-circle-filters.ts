import { CIRCLE_LEVEL_FILTERS } from '@teachloop/shared';
import { oneOf, useSearchBox, useUrlParams } from '../../../lib/url-params';

export type LevelFilter = (typeof CIRCLE_LEVEL_FILTERS)[number];

/**
 * The search and level filter, kept in the address (?q=&level=) so Back, a reload and a shared link show the
 * same results. The box updates at once; the address (and so the request) follows after a short pause in typing.
 */
export function useCircleFilters() {
  const { search, setSearch, q } = useSearchBox();
  const { params, update } = useUrlParams();
  const level = oneOf(CIRCLE_LEVEL_FILTERS, params.get('level'), 'All');
  const setLevel = (value: LevelFilter) =>
    update({ level: value === 'All' ? null : value }, { replace: true });
  return { search, setSearch, q, level, setLevel };
}
