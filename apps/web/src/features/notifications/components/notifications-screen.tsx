import { NOTIFICATION_MESSAGES, type Notification } from '@teachloop/shared';
import { BellOff, CheckCheck, Settings } from 'lucide-react';
import { LoadFailure } from '../../../components/common/load-failure';
import { PageHeading } from '../../../components/common/page-heading';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/page';
import { EmptyState } from '../../../components/ui/empty-state';
import { loadErrorText } from '../../../lib/error-text';
import { useNow } from '../../../lib/use-now';
import { useNotifications } from '../api/list-notifications';
import { useMarkRead } from '../api/mark-read';
import { useUnreadCount } from '../api/unread-count';
import { NOTIFICATION_UI_TEXTS as T } from '../notification-texts';
import { NotificationItem } from './notification-item';

/** /notifications: everything the user was told, newest first, with 'Mark all as read' and 'Load more'. */
export function NotificationsScreen() {
  const notifications = useNotifications();
  const unread = useUnreadCount({ enabled: true }).data ?? 0;
  const markRead = useMarkRead();
  const now = useNow(notifications.dataUpdatedAt);
  const shown = notifications.data?.pages.flatMap((page) => page.notifications) ?? [];
  const open = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate(notification.id);
  };

  return (
    <>
      <PageHeading
        back={{ to: '/dashboard', label: 'Back to dashboard' }}
        title={T.pageTitle}
        lead={T.lead}
        actions={
          <>
            <Button variant="secondary" disabled={unread === 0} onClick={() => markRead.mutate(undefined)}>
              <CheckCheck aria-hidden className="size-4" />
              {T.markAllRead}
            </Button>
            <ButtonLink to="/settings/notifications" variant="secondary">
              <Settings aria-hidden className="size-4" />
              {T.settingsLink}
            </ButtonLink>
          </>
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
              <NotificationItem key={notification.id} notification={notification} now={now} onOpen={open} />
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
