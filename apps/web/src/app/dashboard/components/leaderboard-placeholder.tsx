import { Trophy } from 'lucide-react';
import { DashboardPanel } from './dashboard-panel';

export const LEADERBOARD_PLACEHOLDER = 'The leaderboard arrives with the next update.';

/** The place of this week's circle leaderboard (top 5 by XP), built in the next issue. */
export function LeaderboardPlaceholder() {
  return (
    <DashboardPanel title="This week’s leaderboard" icon={Trophy}>
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-line px-4 py-6 text-center">
        <p className="text-sm font-medium text-fg">{LEADERBOARD_PLACEHOLDER}</p>
        <p className="text-xs text-muted">See who in your circle earned the most XP this week.</p>
      </div>
    </DashboardPanel>
  );
}
