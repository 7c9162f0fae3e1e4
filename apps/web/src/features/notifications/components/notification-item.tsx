import type { Notification, NotificationKind } from '@teachloop/shared';
import {
  Flame,
  Award,
  BellRing,
  CalendarClock,
  Flag,
  MessageSquareHeart,
  MessagesSquare,
  Repeat,
  Scale,
  ShieldAlert,
  Sparkles,
  ThumbsUp,
  UserPlus,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { IconBadge } from '../../../components/ui/icon-badge';
import { relativeTime } from '../../../lib/relative-time';
import { NOTIFICATION_UI_TEXTS as T } from '../notification-texts';
import { formatDateTime } from '../../../lib/format-date';

const ICONS: Record<NotificationKind, { icon: LucideIcon; tone: 'primary' | 'accent' | 'warn' }> = {
  teachback_assigned: { icon: MessagesSquare, tone: 'accent' },
  teachback_completed: { icon: BellRing, tone: 'accent' },
  review_received: { icon: MessageSquareHeart, tone: 'warn' },
  review_helpful: { icon: ThumbsUp, tone: 'warn' },
  badge_earned: { icon: Award, tone: 'primary' },
  level_reached: { icon: Sparkles, tone: 'primary' },
  daily_xp_cap: { icon: Scale, tone: 'primary' },
  circle_request_received: { icon: UsersRound, tone: 'primary' },
  circle_request_approved: { icon: UsersRound, tone: 'primary' },
  circle_request_declined: { icon: UsersRound, tone: 'primary' },
  teachback_due_soon: { icon: CalendarClock, tone: 'warn' },
  teachback_reassigned: { icon: Repeat, tone: 'accent' },
  weekly_summary: { icon: CalendarClock, tone: 'primary' },
  teachback_declined: { icon: Repeat, tone: 'accent' },
  challenge_accepted: { icon: MessagesSquare, tone: 'accent' },
  review_due_soon: { icon: CalendarClock, tone: 'warn' },
  review_reply: { icon: MessagesSquare, tone: 'accent' },
  challenge_deleted: { icon: Repeat, tone: 'accent' },
  explanation_revised: { icon: MessagesSquare, tone: 'accent' },
  invite_accepted: { icon: UserPlus, tone: 'primary' },
  report_resolved: { icon: Flag, tone: 'primary' },
  content_hidden: { icon: ShieldAlert, tone: 'warn' },
  xp_voided: { icon: ShieldAlert, tone: 'warn' },
  streak_ending: { icon: Flame, tone: 'warn' },
};

/**
 * One notification: its text links to the thing it is about. New ones (unread when this visit began, or
 * arrived during it) stand out: a tinted row and a dot, with 'New' for screen readers.
 */
export function NotificationItem({
  notification,
  now,
  isNew,
}: {
  notification: Notification;
  now: number;
  isNew: boolean;
}) {
  const { icon, tone } = ICONS[notification.kind];
  return (
    <li className={cn('flex items-start gap-3 px-4 py-3 sm:px-5', isNew && 'bg-primary-soft/60')}>
      <IconBadge icon={icon} tone={tone} size="sm" />
      <div className="min-w-0 flex-1">
        <Link
          to={notification.href}
          className="block text-sm font-medium wrap-anywhere text-fg underline-offset-2 hover:underline"
        >
          {isNew ? <span className="sr-only">{`${T.isNew}:`}</span> : null} {notification.text}
        </Link>
        <div>
          <time
            dateTime={new Date(notification.createdAt).toISOString()}
            title={formatDateTime(notification.createdAt)}
            className="text-xs text-muted"
          >
            {relativeTime(notification.createdAt, now)}
          </time>
        </div>
      </div>
      {isNew ? <span aria-hidden className="mt-2 size-2.5 shrink-0 rounded-full bg-primary" /> : null}
    </li>
  );
}
