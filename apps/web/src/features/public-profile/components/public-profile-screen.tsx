import { COURSE_SKILL_NOTE, isCourseSkill, type PublicProfile } from '@teachloop/shared';
import { Award, GraduationCap, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadFailure } from '../../../components/common/load-failure';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/page';
import { StarRating } from '../../../components/ui/star-rating';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format-number';
import { loadErrorText } from '../../../lib/error-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicProfile } from '../api/get-public-profile';
import { PUBLIC_PROFILE_TEXTS as T } from '../public-profile-texts';
import { badgeName, isCourseBadge } from '../../../lib/badge-name';
import { PortfolioSection } from '../../../components/common/portfolio-section';
import { ProfileAvatar } from '../../../components/common/profile-avatar';
import { VerifiedSkillHeading } from '../../../components/common/verified-skill-heading';

/** The numbers under the name: level, XP, teach-backs completed and reviews given. */
function Stats({ profile }: { profile: PublicProfile }) {
  const stats = [
    [T.level(profile.level), T.xp(formatNumber(profile.xp))],
    [T.teachbacks, formatNumber(profile.teachbacksCompleted)],
    [T.reviews, formatNumber(profile.reviewsGiven)],
  ] as const;
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {stats.map(([term, value]) => (
        <div key={term} className="rounded-lg border border-line p-3">
          <dt className="text-sm text-muted">{term}</dt>
          <dd className="text-lg font-semibold text-fg tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Skills({ skills }: { skills: PublicProfile['verifiedSkills'] }) {
  if (skills.length === 0) return <p className="text-sm text-muted">{T.noSkills}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {skills.map((skill) => (
        <li key={skill.topic} className="rounded-lg border border-line p-4">
          <VerifiedSkillHeading
            topic={skill.topic}
            note={
              isCourseSkill(skill.topic) && skill.peers === 0 ? COURSE_SKILL_NOTE : T.verifiedBy(skill.peers)
            }
          />
          {skill.reviews.length === 0 ? null : (
            <ul
              aria-label={`Reviews that verified ${skill.topic}`}
              className="mt-2 flex flex-col gap-1 text-sm"
            >
              {skill.reviews.map((review, index) => (
                <li key={index} className="flex items-center gap-2 text-muted">
                  <StarRating value={review.rating} />
                  <span className="wrap-anywhere">{review.reviewer ?? T.aPeer}</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What the page around the profile offers its reader about this person (Block, for a signed-in reader). */
type ProfileActions = (profile: PublicProfile) => ReactNode;

function ProfileView({ profile, actions }: { profile: PublicProfile; actions?: ProfileActions }) {
  useDocumentTitle(profile.name);
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-5 p-5 sm:p-6">
        <div className="flex min-w-0 items-center gap-4">
          <ProfileAvatar name={profile.name} photoURL={profile.avatarUrl} />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold wrap-anywhere text-fg">{profile.name}</h1>
            <p className="text-sm text-muted">@{profile.handle}</p>
          </div>
        </div>
        {actions?.(profile)}
        {profile.bio ? <p className="whitespace-pre-line wrap-anywhere text-fg">{profile.bio}</p> : null}
        <Stats profile={profile} />
      </Card>
      <PortfolioSection title={T.badges} icon={Award}>
        {profile.badges.length === 0 ? (
          <p className="text-sm text-muted">{T.noBadges}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {profile.badges.map((badge) => (
              <li
                key={badge.id}
                className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-sm font-medium text-fg"
              >
                {isCourseBadge(badge.id) ? (
                  <GraduationCap aria-hidden className="size-4 text-accent" />
                ) : null}
                {badgeName(badge.id)}
              </li>
            ))}
          </ul>
        )}
      </PortfolioSection>
      <PortfolioSection title={T.skills} icon={ShieldCheck}>
        <Skills skills={profile.verifiedSkills} />
      </PortfolioSection>
    </div>
  );
}

/**
 * /u/{handle}: a profile its owner made public, for anyone. A private or missing one shows the app's not-found
 * page (`notFound`), exactly as the server answered the first load.
 */
export function PublicProfileScreen({
  handle,
  notFound,
  actions,
}: {
  handle: string;
  notFound: ReactNode;
  actions?: ProfileActions;
}) {
  const query = usePublicProfile(handle);
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 'not_found') return notFound;
    return (
      <LoadFailure
        message={loadErrorText(query.error, T.pageLoadFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <ProfileView profile={query.data} actions={actions} />;
}
