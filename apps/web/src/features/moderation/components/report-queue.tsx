import { Flag } from 'lucide-react';
import { LoadFailure } from '../../../components/common/load-failure';
import { LoadMore } from '../../../components/common/load-more';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionCard } from '../../../components/ui/section-card';
import { loadErrorText } from '../../../lib/error-text';
import { useReportQueue } from '../api/report-queue';
import { MODERATION_TEXTS as T } from '../moderation-texts';
import { ReportCard } from './report-card';

/** The open reports, newest first, page by page. */
export function ReportQueue() {
  const query = useReportQueue();
  const reports = query.data?.pages.flatMap((page) => page.reports) ?? [];
  return (
    <SectionCard title={T.queueTitle} icon={Flag} cardClassName="gap-4 p-5 sm:p-6">
      {query.isError ? (
        <LoadFailure
          message={loadErrorText(query.error, T.queueFailed)}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <p className="text-muted" aria-busy="true">
          {T.loading}
        </p>
      ) : reports.length === 0 ? (
        <EmptyState icon={Flag} framed={false}>
          {T.queueEmpty}
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-2">
          <div className="flex flex-col divide-y divide-line">
            {reports.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </div>
          <LoadMore query={query} loaded={reports.length} />
        </div>
      )}
    </SectionCard>
  );
}
