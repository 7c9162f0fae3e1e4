import type { UseQueryResult } from '@tanstack/react-query';
import type { LeaderboardResponse } from '@teachloop/shared';
import { Trophy } from 'lucide-react';
import { LeaderboardList } from '../../../features/profile/components/leaderboard-list';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { DashboardPanel, SkeletonRows } from './dashboard-panel';

/** The top 5 by XP earned this week (from the XP ledger, since Monday in my time zone), me highlighted. */
export function LeaderboardPanel({ query }: { query: UseQueryResult<LeaderboardResponse> }) {
  return (
    <DashboardPanel
      title="This week’s leaderboard"
      icon={Trophy}
      link={{ to: '/leaderboard', label: 'View all', srSuffix: 'leaderboard' }}
    >
      {query.isPending ? (
        <SkeletonRows rows={3} />
      ) : query.data ? (
        <LeaderboardList entries={query.data.entries} />
      ) : (
        <p className="text-sm text-muted">{LOAD_FAILED_TEXTS.leaderboard}</p>
      )}
    </DashboardPanel>
  );
}
