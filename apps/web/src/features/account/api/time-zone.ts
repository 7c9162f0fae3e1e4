import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GENERIC_MESSAGES, type ChangeTimeZone, type TimeZoneSetting } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { authErrorText } from '../../../lib/auth-error-text';

const TIME_ZONE_KEY = ['account', 'time-zone'] as const;
const PATH = '/api/account/time-zone';

/** The server's words for a refused change (an unknown zone, 400; changed less than a week ago, 409). */
export function timeZoneErrorText(error: unknown): string {
  return authErrorText(error, [400, 409, 429], GENERIC_MESSAGES.somethingWentWrong);
}

/** GET /api/account/time-zone: the zone the user's days are counted in, and when it may next change. */
export function useTimeZoneSetting() {
  return useQuery({ queryKey: TIME_ZONE_KEY, queryFn: () => apiFetch<TimeZoneSetting>(PATH) });
}

/** PUT /api/account/time-zone. The streak is counted in the zone, so the profile is read again. */
export function useChangeTimeZone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeTimeZone) => apiFetch<TimeZoneSetting>(PATH, { method: 'PUT', body }),
    onSuccess: (saved) => {
      client.setQueryData(TIME_ZONE_KEY, saved);
      return client.invalidateQueries({ queryKey: queryRoots.profile });
    },
  });
}
