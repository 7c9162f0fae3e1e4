import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { RankedList } from '../../../components/common/ranked-list';
import { useCircleLeaderboard } from '../../../features/circles/api/circle-leaderboard';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { DASHBOARD_LIMITS, dashboardQueries, useDashboardQuery } from '../dashboard-queries';
import { DashboardPanel, PanelQuery } from './dashboard-panel';
import { SIDE_PANEL_FRAMES } from './side-panel-frames';

const CIRCLE_LEADERBOARD_EMPTY = 'No one in your circles has earned XP this week yet.';
const EVERYONE_LEADERBOARD_EMPTY = 'No one has earned XP this week yet.';

/**
 * This week's circle leaderboard: the top 5 of my circles' members by XP earned since Monday 00:00 UTC (the
 * leaderboards' shared week), me highlighted; everyone's top 5 (and a way to find a circle) while I am in no
 * circle.
 */
export function LeaderboardPanel({ enabled }: { enabled: boolean }) {
  // My XP as the profile shows it: the board is refetched when it changes (see useCircleLeaderboard).
  const myXp = useDashboardQuery(dashboardQueries.profile, enabled).data?.xp;
  // In the background, as the other parts' answers (useDashboardQuery).
  const query = useDeferredValue(useCircleLeaderboard(DASHBOARD_LIMITS.leaderboard, myXp, { enabled }));
  const { skeletonRows, ...frame } = SIDE_PANEL_FRAMES.leaderboard;
  return (
    <DashboardPanel {...frame}>
      <PanelQuery query={query} rows={skeletonRows} failed={LOAD_FAILED_TEXTS.leaderboard}>
        {({ scope, entries }) => (
          <>
            {scope === 'everyone' ? (
              <p className="-mt-1 text-sm text-muted">
                You’re not in a circle yet, so this ranks everyone.{' '}
                <Link to="/circles" className="rounded font-semibold text-primary hover:underline">
                  Find a circle
                </Link>
              </p>
            ) : null}
            <RankedList
              entries={entries}
              empty={scope === 'everyone' ? EVERYONE_LEADERBOARD_EMPTY : CIRCLE_LEADERBOARD_EMPTY}
            />
          </>
        )}
      </PanelQuery>
    </DashboardPanel>
  );
}
