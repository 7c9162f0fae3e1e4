import type { Teachback } from '@teachloop/shared';
import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { ActionRow } from '../../../components/common/action-row';
import { dueText } from '../../../lib/due-text';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { useNow } from '../../../lib/use-now';
import { WorkItemAction } from '../../../components/common/work-item/work-item-action';
import { teachbackKind } from '../../../features/teachbacks/teachback-kind';
import { teachbackWorkPath } from '../../../features/teachbacks/teachback-texts';
import { DASHBOARD_LIMITS, dashboardQueries, useDashboardQuery } from '../dashboard-queries';
import { EMPTY_PANEL_TEXTS, OPEN_TO_TEACH_PATH } from '../dashboard-texts';
import { DashboardPanel, PanelEmpty, PanelList } from './dashboard-panel';

const NOTHING_DUE = 'Nothing due right now. Nice!';

function TeachbackDueItem({ teachback, now }: { teachback: Teachback; now: number }) {
  return (
    <ActionRow
      // The title opens the work page, to read the prompt before choosing.
      title={
        <Link to={teachbackWorkPath(teachback.id)} className="hover:underline focus-visible:underline">
          {teachback.title}
        </Link>
      }
      titleClassName="line-clamp-2"
      meta={`Requested by ${teachback.requester} · ${dueText(teachback.dueTs, now)}`}
      // Start sets it in progress and opens its work page, as on /teachbacks; a pending one can be declined.
      action={(promptId) => (
        <WorkItemAction kind={teachbackKind} item={teachback} describedBy={promptId} size="sm" />
      )}
    />
  );
}

/**
 * The open teach-backs, soonest due first. Empty, it praises only someone who has taught one back ('Nothing due
 * right now. Nice!'); either way it offers the challenges open to teach.
 */
export function TeachbacksDuePanel({ enabled }: { enabled: boolean }) {
  const query = useDashboardQuery(dashboardQueries.teachbacks, enabled);
  const taughtBack = useDashboardQuery(dashboardQueries.onboarding, enabled).data?.taughtBack === true;
  const now = useNow(query.dataUpdatedAt);
  return (
    <DashboardPanel
      title="Teach-backs due"
      icon={MessagesSquare}
      link={{ to: '/teachbacks', label: 'View all', srSuffix: 'teach-backs' }}
    >
      <PanelList
        query={query}
        pick={(items) =>
          items.filter((item) => item.status !== 'completed').slice(0, DASHBOARD_LIMITS.teachbacks)
        }
        empty={
          <PanelEmpty
            text={taughtBack ? NOTHING_DUE : EMPTY_PANEL_TEXTS.noTeachbacksYet}
            action={{ to: OPEN_TO_TEACH_PATH, label: EMPTY_PANEL_TEXTS.findOneToTeach }}
          />
        }
        failed={LOAD_FAILED_TEXTS.teachbacks}
      >
        {(teachback) => <TeachbackDueItem key={teachback.id} teachback={teachback} now={now} />}
      </PanelList>
    </DashboardPanel>
  );
}
