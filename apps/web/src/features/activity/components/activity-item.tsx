import type { ActivityEntry, ActivityType } from '@teachloop/shared';
import { Info, ListChecks, MessageSquareHeart, MessagesSquare, type LucideIcon } from 'lucide-react';
import { IconBadge } from '../../../components/ui/icon-badge';
import { relativeTime } from '../../../lib/relative-time';

const ICONS: Record<ActivityType, { icon: LucideIcon; tone: 'primary' | 'accent' | 'warn' }> = {
  challenge: { icon: ListChecks, tone: 'primary' },
  teachback: { icon: MessagesSquare, tone: 'accent' },
  feedback: { icon: MessageSquareHeart, tone: 'warn' },
  info: { icon: Info, tone: 'primary' },
};

/** One line of the activity timeline: what happened and when (the exact time on hover and for machines). */
export function ActivityItem({ entry, now }: { entry: ActivityEntry; now: number }) {
  const { icon, tone } = ICONS[entry.type];
  return (
    <li className="flex items-start gap-3 py-3">
      <IconBadge icon={icon} tone={tone} size="sm" />
      <div className="min-w-0">
        <p className="text-sm wrap-anywhere text-fg">{entry.text}</p>
        <time
          dateTime={new Date(entry.createdAt).toISOString()}
          title={new Date(entry.createdAt).toLocaleString('en')}
          className="text-xs text-muted"
        >
          {relativeTime(entry.createdAt, now)}
        </time>
      </div>
    </li>
  );
}
