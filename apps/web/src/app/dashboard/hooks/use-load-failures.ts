import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { LOAD_ERROR_TEXTS, loadErrorText } from '../../../lib/error-text';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { dashboardQueries } from '../dashboard-queries';

type Part = keyof typeof LOAD_FAILED_TEXTS;

const PART_LABELS: Record<Part, string> = {
  profile: 'Profile',
  challenges: 'Challenges',
  teachbacks: 'Teach-backs',
  feedback: 'Feedback queue',
  activity: 'Recent activity',
  leaderboard: 'Leaderboard',
  path: 'Learning path',
};

interface LoadFailureItem {
  part: Part;
  text: string;
}

/**
 * The text for one failed part. A code's text (the same for every part) is prefixed with the part's name, so
 * a list of several failures still says which is which; the part's own text already says so.
 */
function failureText(part: Part, error: unknown): string {
  const text = loadErrorText(error, LOAD_FAILED_TEXTS[part]);
  const byCode = error instanceof ApiError && LOAD_ERROR_TEXTS[error.code] !== undefined;
  return byCode ? `${PART_LABELS[part]}: ${text}` : text;
}

/**
 * The dashboard's parts that failed to load, for the red box, and a retry of just those. Each panel reads its
 * own data (so an arriving answer re-renders that panel alone); this reads the same queries but only their
 * error state, so it renders again only when a part fails or recovers.
 */
export function useLoadFailures({ enabled }: { enabled: boolean }) {
  const parts: [Part, UseQueryResult<unknown>][] = [
    ['profile', useQuery({ ...dashboardQueries.profile, enabled })],
    ['challenges', useQuery({ ...dashboardQueries.challenges, enabled })],
    ['teachbacks', useQuery({ ...dashboardQueries.teachbacks, enabled })],
    ['feedback', useQuery({ ...dashboardQueries.feedback, enabled })],
    ['activity', useQuery({ ...dashboardQueries.activity, enabled })],
    ['leaderboard', useQuery({ ...dashboardQueries.leaderboard, enabled })],
    ['path', useQuery({ ...dashboardQueries.nextPathItem, enabled })],
  ];
  // Only once the dashboard reads for itself: until then another part of the page (the XP celebration reads the
  // profile too) may have met an error that the dashboard's own read is about to try again.
  const failed = enabled ? parts.filter(([, query]) => query.isError) : [];
  const failures: LoadFailureItem[] = failed.map(([part, query]) => ({
    part,
    text: failureText(part, query.error),
  }));
  const retryFailed = () => {
    for (const [, query] of failed) void query.refetch();
  };
  return { failures, retryFailed };
}
