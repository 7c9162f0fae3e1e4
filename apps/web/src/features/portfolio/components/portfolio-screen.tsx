import type { Portfolio } from '@teachloop/shared';
import { Award, BookOpenCheck, Info, ListChecks, ShieldCheck } from 'lucide-react';
import { LoadFailure } from '../../../components/common/load-failure';
import { PageHeading } from '../../../components/common/page-heading';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { loadErrorText } from '../../../lib/error-text';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { usePortfolio } from '../api/get-portfolio';
import { BadgeGrid } from './badge-grid';
import { CompletedChallenges, CompletedTeachbacks } from './completed-work';
import { LevelProgress } from './level-progress';
import { PortfolioSection } from '../../../components/common/portfolio-section';
import { PortfolioSkeleton } from './portfolio-skeleton';
import { ProfileAvatar } from '../../../components/common/profile-avatar';
import { StreakStats } from './streak-stats';
import { VerifiedSkills } from './verified-skills';
import { formatNumber } from '../../../lib/format-number';

/** The spec's display name: the profile's name, else the part of the e-mail before the @. */
function nameOf(portfolio: Portfolio): string {
  return portfolio.profile.displayName?.trim() || portfolio.email.split('@')[0] || 'User';
}

function Overview({ portfolio }: { portfolio: Portfolio }) {
  const name = nameOf(portfolio);
  return (
    <Card className="flex flex-col gap-6 p-5 sm:p-6">
      {/*
       * The name's side grows from 20rem and the level wraps below it when both do not fit: a long display name
       * once shrank to a one-word column beside the level ring at 1280 px.
       */}
      <div className="flex flex-col gap-6 md:flex-row md:flex-wrap md:items-center md:justify-between">
        <div className="flex min-w-0 items-center gap-4 md:flex-[1_1_20rem]">
          <ProfileAvatar name={name} photoURL={portfolio.profile.photoURL} userId={portfolio.profile.id} />
          <div className="min-w-0">
            <h2 className="text-2xl font-bold wrap-anywhere text-fg">{name}</h2>
            <p className="text-sm wrap-anywhere text-muted">{portfolio.email}</p>
            <p className="mt-1 text-sm font-medium text-fg tabular-nums">
              {formatNumber(portfolio.profile.xp)} XP in total
            </p>
          </div>
        </div>
        <LevelProgress xp={portfolio.profile.xp} size="lg" />
      </div>
      <StreakStats profile={portfolio.profile} />
    </Card>
  );
}

/**
 * /portfolio: who I am, my level and streak, every badge (earned or how to earn it), the skills peers verified
 * and the work I completed. Live `profile` events refetch it.
 */
export function PortfolioScreen() {
  const query = usePortfolio();
  const heading = (
    <PageHeading
      title="Skill portfolio"
      lead="Your level, streak, badges and verified skills, and the work behind them."
      actions={
        <ButtonLink to="/how-xp-works" variant="secondary">
          <Info aria-hidden className="size-4" />
          How XP works
        </ButtonLink>
      }
    />
  );
  if (query.isPending) {
    return (
      <>
        {heading}
        <PortfolioSkeleton />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {heading}
        <LoadFailure
          message={loadErrorText(query.error, LOAD_FAILED_TEXTS.profile)}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  const portfolio = query.data;
  return (
    <>
      {heading}
      <div className="flex flex-col gap-6">
        <Overview portfolio={portfolio} />
        <PortfolioSection title="Badges" icon={Award}>
          <BadgeGrid earned={portfolio.badges} />
        </PortfolioSection>
        <PortfolioSection title="Verified skills" icon={ShieldCheck}>
          <VerifiedSkills skills={portfolio.verifiedSkills} />
        </PortfolioSection>
        <div className="grid gap-6 lg:grid-cols-2">
          <PortfolioSection
            title="Completed challenges"
            icon={ListChecks}
            count={portfolio.completedChallenges.total}
          >
            <CompletedChallenges items={portfolio.completedChallenges.items} />
          </PortfolioSection>
          <PortfolioSection
            title="Completed teach-backs"
            icon={BookOpenCheck}
            count={portfolio.completedTeachbacks.total}
          >
            <CompletedTeachbacks items={portfolio.completedTeachbacks.items} />
          </PortfolioSection>
        </div>
      </div>
    </>
  );
}
