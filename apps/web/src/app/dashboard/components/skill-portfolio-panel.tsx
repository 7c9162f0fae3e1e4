import type { UseQueryResult } from '@tanstack/react-query';
import type { Profile } from '@teachloop/shared';
import { BadgeCheck } from 'lucide-react';
import { Tag } from '../../../components/ui/tag';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { LevelRing } from '../../../features/profile/components/level-ring';
import { levelProgress, XP_PER_LEVEL } from '@teachloop/shared';
import { DashboardPanel, SkeletonRows } from './dashboard-panel';

export const NO_BADGES = 'No badges yet';

function Portfolio({ profile }: { profile: Profile }) {
  const { level, xpIntoLevel, percent } = levelProgress(profile.xp);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        <LevelRing level={level} percent={percent} />
        <div>
          <p className="text-lg font-semibold text-fg">Level {level}</p>
          <p className="text-sm text-muted">
            {xpIntoLevel} / {XP_PER_LEVEL} XP
          </p>
          <p className="mt-1 text-xs text-muted">{XP_PER_LEVEL - xpIntoLevel} XP to the next level</p>
        </div>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-fg">Badges</h3>
        {profile.badges.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{NO_BADGES}</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2">
            {profile.badges.map((badge) => (
              <li key={badge}>
                <Tag tone="accent">{badge}</Tag>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** Level, progress to the next one and badges; the full portfolio page comes with a later issue. */
export function SkillPortfolioPanel({ query }: { query: UseQueryResult<Profile> }) {
  return (
    <DashboardPanel
      title="Skill portfolio"
      icon={BadgeCheck}
      link={{ to: '/portfolio', label: 'View', srSuffix: 'portfolio' }}
    >
      {query.isPending ? (
        <SkeletonRows rows={2} />
      ) : query.data ? (
        <Portfolio profile={query.data} />
      ) : (
        <p className="text-sm text-muted">{LOAD_FAILED_TEXTS.profile}</p>
      )}
    </DashboardPanel>
  );
}
