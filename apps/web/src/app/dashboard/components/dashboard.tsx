import { memo, useDeferredValue } from 'react';
import { useSession } from '../../../lib/session';
import { LazyInviteCard } from '../../../features/invites/components/lazy-invite-card';
import { PageHeading } from '../../../components/common/page-heading';
import { greetingFor, PENDING_GREETING } from '../first-name';
import { ActiveChallengesPanel } from './active-challenges-panel';
import { ActivityPanel } from './activity-panel';
import { FeedbackPanel } from './feedback-panel';
import { GettingStarted } from './getting-started';
import { LeaderboardPanel } from './leaderboard-panel';
import { LoadErrors } from './load-errors';
import { QuickActions } from './quick-actions';
import { SkillPortfolioPanel } from './skill-portfolio-panel';
import { StatCards } from './stat-cards';
import { TeachbacksDuePanel } from './teachbacks-due-panel';

/**
 * The signed-in home. Each part reads its own data, shows a skeleton until it arrives and re-renders alone
 * when it changes (an answer arriving re-renders one panel, not the page); a failed part is named in the red
 * box while the others keep showing. Live events refetch the parts they name.
 *
 * While the session is still being checked it is already laid out, every part a skeleton under a greeting
 * without the name (the login guard lets it, see RequireAuth), so nothing moves when the user and the data
 * arrive; the build prerenders this state as the page's HTML.
 */
export function Dashboard() {
  const { user, status } = useSession();
  // Every part changes when the session is known (each starts its read): in the background, a transition
  // React can pause for input, rather than in one long task.
  const signedIn = useDeferredValue(status === 'signed-in');
  return (
    <>
      <PageHeading
        title={signedIn ? greetingFor(user) : PENDING_GREETING}
        lead="Here’s what needs you today: challenges in progress, teach-backs due and feedback to give."
        actions={<QuickActions />}
      />
      <DashboardParts signedIn={signedIn} />
    </>
  );
}

/**
 * The parts under the greeting. Memoized: when the session's answer arrives, the page above re-renders at
 * once, and these wait for the deferred `signedIn` instead of rendering their skeletons again first.
 */
const DashboardParts = memo(function DashboardParts({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <LoadErrors enabled={signedIn} />
      <GettingStarted enabled={signedIn} />
      <StatCards enabled={signedIn} />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <ActiveChallengesPanel enabled={signedIn} />
          <TeachbacksDuePanel enabled={signedIn} />
          <FeedbackPanel enabled={signedIn} />
        </div>
        <div className="flex flex-col gap-6">
          <SkillPortfolioPanel enabled={signedIn} />
          <LeaderboardPanel enabled={signedIn} />
          <ActivityPanel enabled={signedIn} />
          {/* Not in the prerendered page: its code arrives in a chunk of its own, after the session. */}
          {signedIn ? <LazyInviteCard enabled /> : null}
        </div>
      </div>
    </>
  );
});
