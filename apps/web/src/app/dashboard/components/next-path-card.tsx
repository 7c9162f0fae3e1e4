import type { NextPathItemResponse } from '@teachloop/shared';
import { Route } from 'lucide-react';
import { Link } from 'react-router';
import { PathStateTag } from '../../../features/courses/components/path-state-tag';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { dashboardQueries, useDashboardQuery } from '../dashboard-queries';
import { NEXT_PATH_TEXTS as T } from '../dashboard-texts';
import { DashboardPanel, PanelEmpty, PanelQuery } from './dashboard-panel';

type NextItem = NonNullable<NextPathItemResponse['next']>;

/** The item to take on next: its title (to its page), the student's state on it, its course and how far the path has come. */
function NextItemView({ next }: { next: NextItem }) {
  const share = next.total > 0 ? Math.round((next.done / next.total) * 100) : 0;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to={`/explore/${encodeURIComponent(next.course)}/${encodeURIComponent(next.item)}`}
          className="font-semibold wrap-anywhere text-fg hover:text-primary hover:underline"
        >
          {next.itemTitle}
        </Link>
        {/* Where the student stands on it, once under way ('Taught back': it waits for its review). */}
        {next.state === 'not_started' ? null : <PathStateTag state={next.state} />}
      </div>
      <p className="flex flex-wrap justify-between gap-x-3 text-sm text-muted">
        <span className="wrap-anywhere">{next.courseTitle}</span>
        <span className="tabular-nums">{T.progress(next.done, next.total)}</span>
      </p>
      {/* The text above says it: the bar only shows it. */}
      <div aria-hidden className="h-1.5 overflow-hidden rounded-full bg-surface-2">
        <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

/**
 * 'Next on your path': the first item not done of the path the student started last, or, before they started
 * one, an invitation to pick a course.
 */
export function NextPathCard({ enabled }: { enabled: boolean }) {
  const query = useDashboardQuery(dashboardQueries.nextPathItem, enabled);
  const next = query.data?.next;
  return (
    <DashboardPanel
      title={T.title}
      icon={Route}
      link={next ? { to: '/explore', label: T.allCourses } : undefined}
    >
      <PanelQuery query={query} rows={1} failed={LOAD_FAILED_TEXTS.path}>
        {(data) =>
          data.next ? (
            <NextItemView next={data.next} />
          ) : (
            <PanelEmpty text={T.none} hint={T.noneHint} action={{ to: '/explore', label: T.explore }} />
          )
        }
      </PanelQuery>
    </DashboardPanel>
  );
}
