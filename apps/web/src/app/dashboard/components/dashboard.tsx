import { useSession } from '../../../lib/session';
import { PageHeading } from '../../../components/common/page-heading';
import { useNow } from '../../../lib/use-now';
import { greetingFor, PENDING_GREETING } from '../first-name';
import { useDashboardData } from '../hooks/use-dashboard-data';
import { ActiveChallengesPanel } from './active-challenges-panel';
import { ActivityPanel } from './activity-panel';
import { FeedbackPanel } from './feedback-panel';
import { LeaderboardPanel } from './leaderboard-panel';
import { LoadErrors } from './load-errors';
import { QuickActions } from './quick-actions';
import { SkillPortfolioPanel } from './skill-portfolio-panel';
import { statFrom, StatCards } from './stat-cards';
import { TeachbacksDuePanel } from './teachbacks-due-panel';

/**
 * The signed-in home. Each part loads on its own and shows a skeleton until then; a failed part is named in
 * the red box while the others keep showing. Live events refetch the parts they name.
 *
 * While the session is still being checked it is already laid out, every part a skeleton under a greeting
 * without the name (the login guard lets it, see RequireAuth), so nothing moves when the user and the data
 * arrive; the build prerenders this state as the page's HTML.
 */
export function Dashboard() {
  const { user, status } = useSession();
  const signedIn = status === 'signed-in';
  const data = useDashboardData({ enabled: signedIn });
  // Counted from when the newest shown data arrived at the latest, so a live arrival reads its true days left.
  const now = useNow(
    data.challenges.dataUpdatedAt,
    data.teachbacks.dataUpdatedAt,
    data.activity.dataUpdatedAt,
  );
  return (
    <>
      <PageHeading
        title={signedIn ? greetingFor(user) : PENDING_GREETING}
        lead="Here’s what needs you today: challenges in progress, teach-backs due and feedback to give."
        actions={<QuickActions />}
      />
      <LoadErrors failures={data.failures} onRetry={data.retryFailed} />
      <StatCards
        activeChallenges={statFrom(data.activeChallenges, (count) => count)}
        teachbacksDue={statFrom(data.openTeachbacks, (count) => count)}
        xp={statFrom(data.profile, (profile) => profile.xp)}
        streak={{ ...statFrom(data.profile, (profile) => profile.streak), unit: 'days' }}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <ActiveChallengesPanel query={data.challenges} now={now} />
          <TeachbacksDuePanel query={data.teachbacks} now={now} />
          <FeedbackPanel query={data.feedback} />
        </div>
        <div className="flex flex-col gap-6">
          <SkillPortfolioPanel query={data.profile} />
          <LeaderboardPanel query={data.leaderboard} />
          <ActivityPanel query={data.activity} now={now} />
        </div>
      </div>
    </>
  );
}
