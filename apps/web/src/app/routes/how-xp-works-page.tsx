import { PageHeading } from '../../components/common/page-heading';
import { Container } from '../../components/ui/page';
import { FairPlayRules } from '../../features/xp/components/fair-play-rules';
import {
  BadgeRules,
  DailyGoalRule,
  EarningRules,
  LevelRule,
  StreakRule,
  VerifiedRule,
} from '../../features/xp/components/xp-rules';

/** /how-xp-works (public): the published rules, rendered from the same constants the server awards by. */
export function HowXpWorksPage() {
  return (
    <Container className="pb-16">
      <PageHeading
        eyebrow="The rules"
        title="How XP works"
        lead="Every point, level, streak and badge on Teachloop is earned by these rules, awarded by the server exactly once, and shown to you live."
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 lg:col-span-2">
          <EarningRules />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <FairPlayRules />
        </div>
        <LevelRule />
        <StreakRule />
        <div className="min-w-0 lg:col-span-2">
          <DailyGoalRule />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <BadgeRules />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <VerifiedRule />
        </div>
      </div>
    </Container>
  );
}
