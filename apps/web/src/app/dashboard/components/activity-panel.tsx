import type { UseQueryResult } from '@tanstack/react-query';
import type { ActivityEntry } from '@teachloop/shared';
import { History } from 'lucide-react';
import { ActivityItem } from '../../../features/activity/components/activity-item';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { DASHBOARD_LIMITS } from '../hooks/use-dashboard-data';
import { DashboardPanel, PanelList } from './dashboard-panel';

export const NO_RECENT_ACTIVITY = 'No recent activity';

export function ActivityPanel({ query, now }: { query: UseQueryResult<ActivityEntry[]>; now: number }) {
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
