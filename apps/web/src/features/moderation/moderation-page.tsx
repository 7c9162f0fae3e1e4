import { PageHeading } from '../../components/common/page-heading';
import { ModerationLogSection } from './components/moderation-log-section';
import { OverviewSection } from './components/overview-section';
import { ReportQueue } from './components/report-queue';
import { SuspendedAccountsSection } from './components/suspended-accounts-section';
import { MODERATION_TEXTS } from './moderation-texts';

/**
 * /moderation (moderators only; app/routes/moderation-page.tsx shows everyone else the not-found page): a
 * vertical stack of sections: the overview, the report queue, the accounts suspended now and the audit log.
 */
export function ModerationPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={MODERATION_TEXTS.title} lead={MODERATION_TEXTS.lead} />
      <OverviewSection />
      <ReportQueue />
      <SuspendedAccountsSection />
      <ModerationLogSection />
    </div>
  );
}
