import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { LOAD_ERROR_TEXTS, loadErrorText } from '../../../lib/error-text';
import { useActivity } from '../../../features/activity/api/list-activity';
import { useChallenges } from '../../../features/challenges/api/challenges-api';
import { useCircleLeaderboard } from '../../../features/circles/api/circle-leaderboard';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { useFeedbackRequests } from '../../../features/feedback/api/list-feedback';
import { useProfile } from '../../../features/profile/api/get-profile';
import { useTeachbacks } from '../../../features/teachbacks/api/teachbacks-api';

/** Spec section 9: how many items each dashboard panel shows. */
export const DASHBOARD_LIMITS = {
  challenges: 5,
  teachbacks: 5,
  feedback: 5,
  activity: 10,
  leaderboard: 5,
} as const;

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
 * Everything the dashboard reads, each part on its own so one failure leaves the others showing. Counts come
 * from the same lists as the panels: active challenges (not completed) and open teach-backs.
 */
export function useDashboardData() {
  const profile = useProfile();
  const challenges = useChallenges({ active: true });
  const teachbacks = useTeachbacks({ open: true });
  const feedback = useFeedbackRequests();
  const activity = useActivity({ limit: DASHBOARD_LIMITS.activity });
  // This week's circle leaderboard: my circles' members (everyone when I am in none), GET /api/circles/leaderboard.
  const leaderboard = useCircleLeaderboard(DASHBOARD_LIMITS.leaderboard, profile.data?.xp);

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

  return { profile, challenges, teachbacks, feedback, activity, leaderboard, failures, retryFailed };
}
