import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { LOAD_ERROR_TEXTS, loadErrorText } from '../../../lib/error-text';
import { useCircleLeaderboard } from '../../../features/circles/api/circle-leaderboard';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { DASHBOARD_LIMITS, dashboardQueries } from '../dashboard-queries';

export { DASHBOARD_LIMITS };

type Part = keyof typeof LOAD_FAILED_TEXTS;

const PART_LABELS: Record<Part, string> = {
  profile: 'Profile',
  challenges: 'Challenges',
  teachbacks: 'Teach-backs',
  feedback: 'Feedback queue',
  activity: 'Recent activity',
  leaderboard: 'Leaderboard',
};

export interface LoadFailureItem {
  part: Part;
  text: string;
}

/**
 * The text for one failed part. A code's text (the same for every part) is prefixed with the part's name, so
 * a list of several failures still says which is which; the part's own text already says so.
 */
export function failureText(part: Part, error: unknown): string {
  const text = loadErrorText(error, LOAD_FAILED_TEXTS[part]);
  const byCode = error instanceof ApiError && LOAD_ERROR_TEXTS[error.code] !== undefined;
  return byCode ? `${PART_LABELS[part]}: ${text}` : text;
}

/**
 * Everything the dashboard reads, each part on its own so one failure leaves the others showing. The stat
 * cards' counts are the server's (active challenges, open teach-backs); the panels read the first few items.
 */
export function useDashboardData({ enabled }: { enabled: boolean }) {
  const profile = useQuery({ ...dashboardQueries.profile, enabled });
  const challenges = useQuery({ ...dashboardQueries.challenges, enabled });
  const teachbacks = useQuery({ ...dashboardQueries.teachbacks, enabled });
  const feedback = useQuery({ ...dashboardQueries.feedback, enabled });
  const activity = useQuery({ ...dashboardQueries.activity, enabled });
  const activeChallenges = useQuery({ ...dashboardQueries.activeChallenges, enabled });
  const openTeachbacks = useQuery({ ...dashboardQueries.openTeachbacks, enabled });
  // This week's circle leaderboard: my circles' members (everyone when I am in none), GET /api/circles/leaderboard.
  const leaderboard = useCircleLeaderboard(DASHBOARD_LIMITS.leaderboard, profile.data?.xp, { enabled });

  const parts: [Part, UseQueryResult<unknown>][] = [
    ['profile', profile],
    ['challenges', challenges],
    ['teachbacks', teachbacks],
    ['feedback', feedback],
    ['activity', activity],
    ['leaderboard', leaderboard],
  ];
  const failed = parts.filter(([, query]) => query.isError);
  const failures: LoadFailureItem[] = failed.map(([part, query]) => ({
    part,
    text: failureText(part, query.error),
  }));
  const retryFailed = () => {
    for (const [, query] of failed) void query.refetch();
  };

  return {
    profile,
    challenges,
    teachbacks,
    activeChallenges,
    openTeachbacks,
    feedback,
    activity,
    leaderboard,
    failures,
    retryFailed,
  };
}
