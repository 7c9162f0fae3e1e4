import type { FeedbackRequest } from '@teachloop/shared';
import { MessageSquareHeart } from 'lucide-react';
import { ActionRow } from '../../../components/common/action-row';
import { ButtonLink } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format-date';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { DASHBOARD_LIMITS, dashboardQueries, useDashboardQuery } from '../dashboard-queries';
import { DashboardPanel, PanelList } from './dashboard-panel';

export const NO_FEEDBACK_PENDING = 'No feedback requests pending.';

/** The link reads the spec's words as they are; the item's own points are shown beside it. */
function FeedbackItem({ request }: { request: FeedbackRequest }) {
  return (
    <ActionRow
      title={request.title}
      meta={`For ${request.learner} · ${formatDate(request.createdAt)} · +${request.points} XP`}
      action={(titleId) => (
        <ButtonLink
          to={`/feedback/${encodeURIComponent(request.id)}`}
          size="sm"
          variant="secondary"
          aria-describedby={titleId}
          className="shrink-0"
        >
          Give feedback (+points)
        </ButtonLink>
      )}
    />
  );
}

/** The requests this user is still asked to review, newest first (the server keeps the pending ones). */
export function FeedbackPanel({ enabled }: { enabled: boolean }) {
  const query = useDashboardQuery(dashboardQueries.feedback, enabled);
  return (
    <DashboardPanel
      title="Feedback to give"
      icon={MessageSquareHeart}
      link={{ to: '/feedback', label: 'View all', srSuffix: 'feedback' }}
    >
      <PanelList
        query={query}
        pick={(items) => items.slice(0, DASHBOARD_LIMITS.feedback)}
        empty={NO_FEEDBACK_PENDING}
        failed={LOAD_FAILED_TEXTS.feedback}
      >
        {(request) => <FeedbackItem key={request.id} request={request} />}
      </PanelList>
    </DashboardPanel>
  );
}
