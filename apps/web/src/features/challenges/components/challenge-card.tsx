import { countOf, type Challenge } from '@teachloop/shared';
import { CalendarClock } from 'lucide-react';
import { StatusBadge } from '../../../components/common/status-badge';
import { WorkItemCard } from '../../../components/common/work-item/work-item-card';
import { Tag } from '../../../components/ui/tag';
import { dueText } from '../../../lib/due-text';
import { challengeKind } from '../challenge-kind';

/** One challenge in the list: what it is, where it stands, how long is left, and what to do next. */
export function ChallengeCard({ challenge, now }: { challenge: Challenge; now: number }) {
  const done = challenge.status === 'completed';
  return (
    <WorkItemCard kind={challengeKind} item={challenge} title={challenge.title}>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Tag className="max-w-full wrap-anywhere">{challenge.topic}</Tag>
        <Tag tone="neutral">{challenge.level}</Tag>
        <StatusBadge status={challenge.status} />
        {challenge.tags.map((tag) => (
          <Tag key={tag} tone="neutral" className="max-w-full wrap-anywhere">
            #{tag}
          </Tag>
        ))}
      </div>
      <p className="mt-3 flex flex-wrap items-center gap-x-1.5 text-sm text-muted">
        <CalendarClock aria-hidden className="size-4" />
        <span>{done ? 'Done' : dueText(challenge.dueTs, now)}</span>
        <span aria-hidden>·</span>
        <span>{countOf(challenge.points, 'point')}</span>
        <span aria-hidden>·</span>
        <span className="min-w-0 wrap-anywhere">by {challenge.author}</span>
      </p>
    </WorkItemCard>
  );
}
