import type { FeedbackRequest } from '@teachloop/shared';
import { MessageSquareHeart } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format-date';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { DASHBOARD_LIMITS, dashboardQueries, useDashboardQuery } from '../dashboard-queries';
import { DashboardPanel, PanelList } from './dashboard-panel';

export const NO_FEEDBACK_PENDING = 'No feedback requests pending.';

/** The link reads the spec's words as they are; the item's own points are shown beside it. */
function FeedbackItem({ request }: { request: FeedbackRequest }) {
  const titleId = useId();
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p id={titleId} className="font-medium wrap-anywhere text-fg">
          {request.title}
        </p>
        <p className="text-sm wrap-anywhere text-muted">
          For {request.learner} · {formatDate(request.createdAt)} · +{request.points} XP
        </p>
      </div>
      <ButtonLink
        to={`/feedback/${encodeURIComponent(request.id)}`}
        size="sm"
        variant="secondary"
        aria-describedby={titleId}
        className="shrink-0"
      >
        Give feedback (+points)
      </ButtonLink>
    </li>
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
