import { BarChart3 } from 'lucide-react';
import { LoadFailure } from '../../../components/common/load-failure';
import { SectionCard } from '../../../components/ui/section-card';
import { formatNumber } from '../../../lib/format-number';
import { useOperatorOverview } from '../api/xp-void';
import { OVERVIEW_TEXTS } from '../xp-void-texts';
import { WeeklyActivityChart } from './weekly-activity-chart';

/** The operators' overview at the top of /moderation: the site's figures and the last 8 weeks' activity. */
export function OverviewSection() {
  const query = useOperatorOverview();
  const overview = query.data;
  const figures = overview
    ? [
        { label: OVERVIEW_TEXTS.totalUsers, value: overview.totalUsers },
        {
          label: OVERVIEW_TEXTS.weeklyActiveUsers,
          value: overview.weeklyActiveUsers,
          hint: OVERVIEW_TEXTS.weeklyActiveHint,
        },
        { label: OVERVIEW_TEXTS.openReports, value: overview.openReports },
      ]
    : [];

  return (
    <SectionCard title={OVERVIEW_TEXTS.sectionTitle} icon={BarChart3} cardClassName="gap-4 p-5 sm:p-6">
      {query.isError ? (
        <LoadFailure message={OVERVIEW_TEXTS.loadFailed} onRetry={() => void query.refetch()} />
      ) : overview ? (
        <div className="flex flex-col gap-5">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {figures.map((figure) => (
              <div key={figure.label} className="flex flex-col gap-1 rounded-lg border border-line p-3">
                <dt className="text-sm text-muted">{figure.label}</dt>
                <dd className="text-2xl font-semibold text-fg tabular-nums">{formatNumber(figure.value)}</dd>
                {figure.hint ? <dd className="text-xs text-muted">{figure.hint}</dd> : null}
              </div>
            ))}
          </dl>
          <WeeklyActivityChart weeks={overview.weeks} />
        </div>
      ) : null}
    </SectionCard>
  );
}
