import type { FeedbackRequest } from '@teachloop/shared';
import { MessageSquareHeart } from 'lucide-react';
import { ActionRow } from '../../../components/common/action-row';
import { ButtonLink } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format-date';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { useNow } from '../../../lib/use-now';
import { ReviewDueLabel } from '../../../features/feedback/components/review-due-label';
import { DASHBOARD_LIMITS, dashboardQueries, useDashboardQuery } from '../dashboard-queries';
import { EMPTY_PANEL_TEXTS } from '../dashboard-texts';
import { DashboardPanel, PanelEmpty, PanelList } from './dashboard-panel';

const NO_FEEDBACK_PENDING = 'No feedback requests pending.';
const giveFeedbackLabel = (points: number) => `Give feedback (+${points} XP)`;

/** The spec's 'Give feedback (+points)', with the points the review earns in place of the word. */
function FeedbackItem({ request, now }: { request: FeedbackRequest; now: number }) {
  return (
    <ActionRow
      title={request.title}
      meta={
        <>
          {`For ${request.learner} · ${formatDate(request.createdAt)}`}
          <span className="mt-1 flex">
            <ReviewDueLabel dueAt={request.dueAt} now={now} />
          </span>
        </>
      }
      action={(titleId) => (
        <ButtonLink
          to={`/feedback/${encodeURIComponent(request.id)}`}
          size="sm"
          variant="secondary"
          aria-describedby={titleId}
          className="shrink-0"
        >
          {giveFeedbackLabel(request.points)}
        </ButtonLink>
      )}
    />
  );
}

/** The requests this user is still asked to review, newest first (the server keeps the pending ones). */
export function FeedbackPanel({ enabled }: { enabled: boolean }) {
  const query = useDashboardQuery(dashboardQueries.feedback, enabled);
  const now = useNow(query.dataUpdatedAt);
  return (
    <DashboardPanel
      title="Feedback to give"
      icon={MessageSquareHeart}
      link={{ to: '/feedback', label: 'View all', srSuffix: 'feedback' }}
    >
      <PanelList
        query={query}
        pick={(items) => items.slice(0, DASHBOARD_LIMITS.feedback)}
        empty={<PanelEmpty text={NO_FEEDBACK_PENDING} hint={EMPTY_PANEL_TEXTS.feedbackHint} />}
        failed={LOAD_FAILED_TEXTS.feedback}
      >
        {(request) => <FeedbackItem key={request.id} request={request} now={now} />}
      </PanelList>
    </DashboardPanel>
  );
}
