import { History } from 'lucide-react';
import { ActivityItem } from '../../../features/activity/components/activity-item';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { useNow } from '../../../lib/use-now';
import { DASHBOARD_LIMITS, dashboardQueries, useDashboardQuery } from '../dashboard-queries';
import { DashboardPanel, PanelList } from './dashboard-panel';

export const NO_RECENT_ACTIVITY = 'No recent activity';

export function ActivityPanel({ enabled }: { enabled: boolean }) {
  const query = useDashboardQuery(dashboardQueries.activity, enabled);
  const now = useNow(query.dataUpdatedAt);
  return (
    <DashboardPanel
      title="Recent activity"
      icon={History}
      link={{ to: '/activity', label: 'View all', srSuffix: 'activity' }}
    >
      <PanelList
        query={query}
        pick={(items) => items.slice(0, DASHBOARD_LIMITS.activity)}
        empty={NO_RECENT_ACTIVITY}
        failed={LOAD_FAILED_TEXTS.activity}
      >
        {(entry) => <ActivityItem key={entry.id} entry={entry} now={now} />}
      </PanelList>
    </DashboardPanel>
  );
}
