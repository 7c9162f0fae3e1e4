import { ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { challengeWorkPath } from '../../../features/challenges/challenge-texts';
import { StatusBadge } from '../../../components/common/status-badge';
import { dueText } from '../../../lib/due-text';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { useNow } from '../../../lib/use-now';
import { DASHBOARD_LIMITS, dashboardQueries, useDashboardQuery } from '../dashboard-queries';
import { EMPTY_PANEL_TEXTS } from '../dashboard-texts';
import { DashboardPanel, PanelEmpty, PanelList } from './dashboard-panel';

const NO_ACTIVE_CHALLENGES = 'No active challenges yet.';

export function ActiveChallengesPanel({ enabled }: { enabled: boolean }) {
  const query = useDashboardQuery(dashboardQueries.challenges, enabled);
  const now = useNow(query.dataUpdatedAt);
  return (
    <DashboardPanel
      title="Active challenges"
      icon={ListChecks}
      link={{ to: '/challenges', label: 'View all', srSuffix: 'challenges' }}
    >
      <PanelList
        query={query}
        pick={(items) => items.slice(0, DASHBOARD_LIMITS.challenges)}
        empty={<PanelEmpty text={NO_ACTIVE_CHALLENGES} hint={EMPTY_PANEL_TEXTS.activeChallengesHint} />}
        failed={LOAD_FAILED_TEXTS.challenges}
      >
        {(challenge) => (
          <li key={challenge.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            <div className="min-w-0">
              <Link
                to={challengeWorkPath(challenge.id)}
                className="rounded font-medium wrap-anywhere text-fg hover:text-primary hover:underline"
              >
                {challenge.title}
              </Link>
              <p className="text-sm wrap-anywhere text-muted">
                {challenge.topic} · {challenge.level}
              </p>
            </div>
            <div className="flex items-center gap-2 text-sm text-muted">
              <StatusBadge status={challenge.status} />
              <span>{dueText(challenge.dueTs, now)}</span>
            </div>
          </li>
        )}
      </PanelList>
    </DashboardPanel>
  );
}
