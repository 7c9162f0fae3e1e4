import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { useUnreadCount } from '../api/unread-count';
import { NOTIFICATION_UI_TEXTS as T } from '../notification-texts';

/**
 * The header's bell: a link to /notifications whose name says how many are unread, with the number on a badge
 * (99+ beyond). Live: the count's query sits under the `notifications` root that every new one refetches.
 */
export function NotificationBell({ className }: { className?: string }) {
  const unread = useUnreadCount({ enabled: true }).data ?? 0;
  return (
    <Link
      to="/notifications"
      aria-label={T.bellLabel(unread)}
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-lg text-fg transition-colors hover:bg-surface-2',
        className,
      )}
    >
      <Bell aria-hidden className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden
          data-testid="unread-count"
          className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-primary-fg tabular-nums ring-2 ring-surface"
        >
          {unread >= 100 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
