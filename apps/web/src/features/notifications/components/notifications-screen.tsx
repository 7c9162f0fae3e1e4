import { NOTIFICATION_MESSAGES } from '@teachloop/shared';
import { BellOff, Settings } from 'lucide-react';
import { LoadFailure } from '../../../components/common/load-failure';
import { PageHeading } from '../../../components/common/page-heading';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/page';
import { EmptyState } from '../../../components/ui/empty-state';
import { loadErrorText } from '../../../lib/error-text';
import { useNow } from '../../../lib/use-now';
import { useNotifications } from '../api/list-notifications';
import { useUnreadCount } from '../api/unread-count';
import { useReadWhileOpen } from '../hooks/use-read-while-open';
import { NOTIFICATION_UI_TEXTS as T } from '../notification-texts';
import { NotificationItem } from './notification-item';

/**
 * /notifications: everything the user was told, newest first, with 'Load more'. Opening it reads them all (the
 * bell clears); those that were new on this visit stay marked as new while the page is open.
 */
export function NotificationsScreen() {
  const notifications = useNotifications();
  const unread = useUnreadCount({ enabled: true });
  const now = useNow(notifications.dataUpdatedAt);
  const shown = notifications.data?.pages.flatMap((page) => page.notifications) ?? [];
  const newIds = useReadWhileOpen({
    shown,
    settled: notifications.isSuccess && !notifications.isFetching && unread.isSuccess && !unread.isFetching,
    unread: unread.data ?? 0,
  });

  return (
    <>
      <PageHeading
        back={{ to: '/dashboard', label: 'Back to dashboard' }}
        title={T.pageTitle}
        lead={T.lead}
        actions={
          <ButtonLink to="/settings/notifications" variant="secondary">
            <Settings aria-hidden className="size-4" />
            {T.settingsLink}
          </ButtonLink>
        }
      />
      {notifications.isPending ? (
        <Spinner label={T.loading} />
      ) : notifications.isError ? (
        <LoadFailure
          message={loadErrorText(notifications.error, NOTIFICATION_MESSAGES.loadFailed)}
          onRetry={() => void notifications.refetch()}
        />
      ) : shown.length === 0 ? (
        <EmptyState icon={BellOff}>{NOTIFICATION_MESSAGES.empty}</EmptyState>
      ) : (
        <>
          <h2 className="sr-only">{T.pageTitle}</h2>
          <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface shadow-sm">
            {shown.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                now={now}
                isNew={newIds.has(notification.id)}
              />
            ))}
          </ul>
          {notifications.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="secondary"
                disabled={notifications.isFetchingNextPage}
                onClick={() => void notifications.fetchNextPage()}
              >
                {notifications.isFetchingNextPage ? T.loading : T.loadMore}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
