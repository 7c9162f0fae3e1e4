import { MAX_STREAK_FREEZES, STREAK_FREEZE_EVERY_DAYS, type Profile } from '@teachloop/shared';
import { Award, Info, Snowflake } from 'lucide-react';
import { Link } from 'react-router';
import { Tag } from '../../../components/ui/tag';
import { badgeName } from '../../../lib/badge-name';
import { LevelProgress } from '../../../features/portfolio/components/level-progress';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { dashboardQueries, useDashboardQuery } from '../dashboard-queries';
import { DashboardPanel, PanelQuery } from './dashboard-panel';
import { SIDE_PANEL_FRAMES } from './side-panel-frames';

const NO_BADGES = 'No badges yet';

/** What a freeze does, said beside the count (the first place a student meets freezes). */
const freezeHint = (held: number) =>
  held > 0
    ? 'A day you miss uses one, so your streak survives it.'
    : `Every ${STREAK_FREEZE_EVERY_DAYS} days of streak earn one: a day you miss then uses it, so your streak survives.`;

/**
 * Freezes held, and what they do: only once they mean something, when the student holds one or has a streak to
 * keep ('0 of 2' on day one says nothing).
 */
function StreakFreezes({ profile }: { profile: Profile }) {
  if (profile.streakFreezes === 0 && profile.streak === 0) return null;
  return (
    <div className="flex items-start gap-2 text-sm">
      <Snowflake aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
      <div>
        <p className="text-fg">
          Streak freezes held: {profile.streakFreezes} of {MAX_STREAK_FREEZES}
        </p>
        <p className="text-muted">{freezeHint(profile.streakFreezes)}</p>
      </div>
    </div>
  );
}

function Portfolio({ profile }: { profile: Profile }) {
  return (
    <div className="flex flex-col gap-4">
      <LevelProgress xp={profile.xp} />
      <div>
        <h3 className="text-sm font-semibold text-fg">Badges</h3>
        {profile.badges.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{NO_BADGES}</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2">
            {profile.badges.map((badge) => (
              <li key={badge}>
                <Tag tone="accent">
                  <Award aria-hidden className="mr-1 size-3.5" />
                  {badgeName(badge)}
                </Tag>
              </li>
            ))}
          </ul>
        )}
      </div>
      <StreakFreezes profile={profile} />
      <Link
        to="/how-xp-works"
        className="inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-primary hover:underline"
      >
        <Info aria-hidden className="size-4" />
        How XP works
      </Link>
    </div>
  );
}

/** Level, progress to the next one, badges and streak freezes, with links to the portfolio and the rules. */
export function SkillPortfolioPanel({ enabled }: { enabled: boolean }) {
  const query = useDashboardQuery(dashboardQueries.profile, enabled);
  const { skeletonRows, ...frame } = SIDE_PANEL_FRAMES.portfolio;
  return (
    <DashboardPanel {...frame}>
      <PanelQuery query={query} rows={skeletonRows} failed={LOAD_FAILED_TEXTS.profile}>
        {(profile) => <Portfolio profile={profile} />}
      </PanelQuery>
    </DashboardPanel>
  );
}
