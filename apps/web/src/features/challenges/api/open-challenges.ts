import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChallengeLevel, OpenChallengesResponse, Teachback } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

export type OpenChallengeFilters = { topic: string; level: ChallengeLevel | undefined };

/** Under the `challenges` root, so a live challenges event refreshes the open list too. */
const openChallengeKeys = {
  list: (filters: OpenChallengeFilters) => [...queryRoots.challenges, 'open', filters] as const,
};

/** GET /api/challenges/open?topic=&level=&cursor=: one page of challenges open to teach, newest first. */
function fetchOpenChallenges(filters: OpenChallengeFilters, cursor?: string) {
  const query = toQueryString({ topic: filters.topic || undefined, level: filters.level, cursor });
  return apiFetch<OpenChallengesResponse>(`/api/challenges/open${query}`);
}

/** The open challenges, page by page ('Load more' asks for the next). Public: anyone may read them. */
export function useOpenChallenges(filters: OpenChallengeFilters) {
  return useInfiniteQuery({
    queryKey: openChallengeKeys.list(filters),
    queryFn: ({ pageParam }) => fetchOpenChallenges(filters, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** POST /api/challenges/:id/accept: the signed-in user takes the challenge; answers the new teach-back. */
export function useAcceptChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ teachback: Teachback }>(`/api/challenges/${encodeURIComponent(id)}/accept`, {
        method: 'POST',
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryRoots.teachbacks }),
    // Accepted or lost to someone else: either way the open list has changed.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...queryRoots.challenges, 'open'] }),
  });
}
