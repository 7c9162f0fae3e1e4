import { useQuery } from '@tanstack/react-query';
import type { CircleDetail } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { circleKeys, circlePath } from './circle-keys';

/** GET /api/circles/:id: the card, members with this week's XP, the owner's queue and the circle leaderboard. */
async function fetchCircle(id: string): Promise<CircleDetail> {
  return apiFetch<CircleDetail>(circlePath(id));
}

export function useCircle(id: string) {
  return useQuery({ queryKey: circleKeys.detail(id), queryFn: () => fetchCircle(id) });
}
