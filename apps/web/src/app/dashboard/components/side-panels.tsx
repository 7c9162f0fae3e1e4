import { LazyInviteCard } from '../../../features/invites/components/lazy-invite-card';
import { ActivityPanel } from './activity-panel';
import { LeaderboardPanel } from './leaderboard-panel';
import { SkillPortfolioPanel } from './skill-portfolio-panel';

/**
 * The dashboard's side column: the skill portfolio, the circle leaderboard, recent activity and the invite card.
 * In a chunk of its own (lazy-side-panels.tsx): below the fold on a phone, and not needed for the first paint.
 */
export function SidePanels() {
  return (
    <>
      <SkillPortfolioPanel enabled />
      <LeaderboardPanel enabled />
      <ActivityPanel enabled />
      {/* Its code arrives in a chunk of its own again, later: nothing waits for it. */}
      <LazyInviteCard enabled />
    </>
  );
}
