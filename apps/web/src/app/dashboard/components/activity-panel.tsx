import { ActivityItem } from '../../../features/activity/components/activity-item';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { useNow } from '../../../lib/use-now';
import { DASHBOARD_LIMITS, dashboardQueries, useDashboardQuery } from '../dashboard-queries';
import { DashboardPanel, PanelList } from './dashboard-panel';
import { SIDE_PANEL_FRAMES } from './side-panel-frames';

const NO_RECENT_ACTIVITY = 'No recent activity';

export function ActivityPanel({ enabled }: { enabled: boolean }) {
  const query = useDashboardQuery(dashboardQueries.activity, enabled);
  const now = useNow(query.dataUpdatedAt);
  // Its list shows PanelList's skeleton, three rows, as the frame does.
  const { title, icon, link } = SIDE_PANEL_FRAMES.activity;
  return (
    <DashboardPanel title={title} icon={icon} link={link}>
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
