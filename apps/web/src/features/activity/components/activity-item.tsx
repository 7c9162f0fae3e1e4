import {
  ACTIVITY_LINK_LABELS,
  type ActivityEntry,
  type ActivityLinkKind,
  type ActivityType,
} from '@teachloop/shared';
import {
  Award,
  Info,
  ListChecks,
  MessageSquareHeart,
  MessagesSquare,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconBadge } from '../../../components/ui/icon-badge';
import { relativeTime } from '../../../lib/relative-time';
import { activityHref } from '../activity-link';
import { formatDateTime } from '../../../lib/format-date';

type Icon = { icon: LucideIcon; tone: 'primary' | 'accent' | 'warn' };

const ICONS: Record<ActivityType, Icon> = {
  challenge: { icon: ListChecks, tone: 'primary' },
  teachback: { icon: MessagesSquare, tone: 'accent' },
  feedback: { icon: MessageSquareHeart, tone: 'warn' },
  info: { icon: Info, tone: 'primary' },
};

/** An 'info' entry about a badge or a circle shows what it is about, as its filter names it. */
const INFO_ICONS: Partial<Record<ActivityLinkKind, Icon>> = {
  badge: { icon: Award, tone: 'accent' },
  circle: { icon: UsersRound, tone: 'primary' },
};

/**
 * One line of the activity timeline: what happened, a link to what it is about (when it has one), and the meta
 * line 'Challenge · 3 days ago' (the exact time on hover and for machines).
 */
export function ActivityItem({ entry, now }: { entry: ActivityEntry; now: number }) {
  const { icon, tone } =
    (entry.type === 'info' && entry.link ? INFO_ICONS[entry.link.kind] : undefined) ?? ICONS[entry.type];
  const text: ReactNode = entry.link ? (
    <Link
      to={activityHref(entry.link)}
      className="rounded font-medium text-fg underline-offset-2 hover:text-primary hover:underline"
    >
      {entry.text}
    </Link>
  ) : (
    entry.text
  );
  return (
    <li className="flex items-start gap-3 py-3">
      <IconBadge icon={icon} tone={tone} size="sm" />
      <div className="min-w-0">
        <p className="text-sm wrap-anywhere text-fg">{text}</p>
        <p className="text-xs text-muted">
          {entry.link ? `${ACTIVITY_LINK_LABELS[entry.link.kind]} · ` : null}
          <time dateTime={new Date(entry.createdAt).toISOString()} title={formatDateTime(entry.createdAt)}>
            {relativeTime(entry.createdAt, now)}
          </time>
        </p>
      </div>
    </li>
  );
}
