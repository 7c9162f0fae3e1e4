import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/page';
import { loadErrorText } from '../../../lib/error-text';
import { LoadFailure } from '../../../components/common/load-failure';
import { byDueDate } from '../../../lib/due-text';
import { LOAD_FAILED_TEXTS } from '../../../lib/load-texts';
import { useNow } from '../../../lib/use-now';
import { LoadMore } from '../../../components/common/load-more';
import { loadedItems } from '../../../lib/paged-list';
import { useTeachbackPages } from '../api/teachbacks-api';
import { TEACHBACK_VIEW_TEXTS } from '../teachback-view-texts';
import { TeachbackCard } from './teachback-card';

/**
 * The user's assigned teach-backs by due date, page by page ('Load more'): open ones first, completed ones
 * listed below as done. While the server holds more, each group's count says so ('200+').
 */
export function TeachbackList() {
  const query = useTeachbackPages();
  const now = useNow(query.dataUpdatedAt);

  if (query.isPending) return <Spinner label="Loading your teach-backs…" />;
  if (query.isError) {
    return (
      <LoadFailure
        message={loadErrorText(query.error, LOAD_FAILED_TEXTS.teachbacks)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const loaded = loadedItems(query.data);
  const more = query.hasNextPage;
  if (loaded.length === 0) {
    return (
      <Card>
        <p className="text-muted">{TEACHBACK_VIEW_TEXTS.empty}</p>
      </Card>
    );
  }

  const sorted = byDueDate(loaded);
  const groups = [
    {
      title: 'To do',
      items: sorted.filter((item) => item.status !== 'completed'),
      empty: 'Nothing due right now. Nice!',
    },
    { title: 'Done', items: sorted.filter((item) => item.status === 'completed'), empty: null },
  ];
  return (
    <div className="flex flex-col gap-8">
      {groups.map((group) =>
        group.items.length === 0 && !group.empty ? null : (
          <section key={group.title} aria-label={group.title} className="flex flex-col gap-3">
            <h2 className="text-lg font-semibold text-fg">
              {group.title}{' '}
              <span className="text-sm font-normal text-muted">
                ({group.items.length}
                {more ? '+' : ''})
              </span>
            </h2>
            {group.items.length === 0 ? (
              <p className="text-sm text-muted">{group.empty}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {group.items.map((teachback) => (
                  <li key={teachback.id}>
                    <TeachbackCard teachback={teachback} now={now} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ),
      )}
      <LoadMore query={query} loaded={loaded.length} />
    </div>
  );
}
