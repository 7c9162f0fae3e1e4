import type { Teachback } from '@teachloop/shared';
import { MessagesSquare } from 'lucide-react';
import { ActionRow } from '../../../components/common/action-row';
import { dueText } from '../../../lib/due-text';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { useNow } from '../../../lib/use-now';
import { WorkItemAction } from '../../../components/common/work-item/work-item-action';
import { teachbackKind } from '../../../features/teachbacks/teachback-kind';
import { DASHBOARD_LIMITS, dashboardQueries, useDashboardQuery } from '../dashboard-queries';
import { DashboardPanel, PanelList } from './dashboard-panel';

export const NOTHING_DUE = 'Nothing due right now. Nice!';

function TeachbackDueItem({ teachback, now }: { teachback: Teachback; now: number }) {
  return (
    <ActionRow
      title={teachback.prompt}
      titleClassName="line-clamp-2"
      meta={`Requested by ${teachback.requester} · ${dueText(teachback.dueTs, now)}`}
      // Spec: Start on the dashboard only sets it in progress; the item then offers Continue.
      action={(promptId) => (
        <WorkItemAction kind={teachbackKind} item={teachback} describedBy={promptId} size="sm" />
      )}
    />
  );
}

export function TeachbacksDuePanel({ enabled }: { enabled: boolean }) {
  const query = useDashboardQuery(dashboardQueries.teachbacks, enabled);
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
        empty={NOTHING_DUE}
        failed={LOAD_FAILED_TEXTS.teachbacks}
      >
        {(teachback) => <TeachbackDueItem key={teachback.id} teachback={teachback} now={now} />}
      </PanelList>
    </DashboardPanel>
  );
}
