import { ACTIVITY_TYPE_FILTERS, type ActivityTypeFilter } from '@teachloop/shared';
import { oneOf, useSearchBox, useUrlParams } from '../../../lib/url-params';

/**
 * The type filter and search, kept in the address (?type=&q=) so Back, a reload and a shared link show the same
 * entries. The box updates at once; the address (and so the request) follows after a short pause in typing.
 */
export function useActivityFilters() {
  const { search, setSearch, q } = useSearchBox();
  const { params, update } = useUrlParams();
  const type = oneOf(ACTIVITY_TYPE_FILTERS, params.get('type'), 'All');
  const setType = (value: ActivityTypeFilter) =>
    update({ type: value === 'All' ? null : value }, { replace: true });
  return { search, setSearch, q, type, setType };
}
