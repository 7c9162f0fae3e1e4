import { useInfiniteQuery } from '@tanstack/react-query';
import type { OpenChallengesResponse } from '@teachloop/shared';
import { apiFetch } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { toQueryString } from '../../../lib/query-string';

/** Under the `challenges` root, so a live challenges event refreshes a course's open list too. */
const courseChallengeKeys = {
  list: (slug: string) => [...queryRoots.challenges, 'course', slug] as const,
};

/** GET /api/courses/{slug}/challenges?cursor=: one page of challenges open to teach on the course's topics. */
async function fetchCourseChallenges(slug: string, cursor?: string): Promise<OpenChallengesResponse> {
  const query = toQueryString({ cursor });
  const path = `/api/courses/${encodeURIComponent(slug)}/challenges${query}`;
  return apiFetch<OpenChallengesResponse>(path);
}

/** A course's challenges open to teach, page by page ('Load more' asks for the next). Public. */
export function useCourseChallenges(slug: string) {
  return useInfiniteQuery({
    queryKey: courseChallengeKeys.list(slug),
    queryFn: ({ pageParam }) => fetchCourseChallenges(slug, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
