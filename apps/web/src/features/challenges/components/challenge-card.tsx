import type { Challenge } from '@teachloop/shared';
import { CalendarClock } from 'lucide-react';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { Tag } from '../../../components/ui/tag';
import { StatusBadge } from '../../../components/common/status-badge';
import { dueText } from '../../../lib/due-text';
import { ChallengeAction } from './challenge-action';

/** One challenge in the list: what it is, where it stands, how long is left, and what to do next. */
export function ChallengeCard({ challenge, now }: { challenge: Challenge; now: number }) {
  const titleId = useId();
  const done = challenge.status === 'completed';
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 id={titleId} className="font-semibold break-words text-fg">
          {challenge.title}
        </h3>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <Tag>{challenge.topic}</Tag>
          <Tag tone="neutral">{challenge.level}</Tag>
          <StatusBadge status={challenge.status} />
          {challenge.tags.map((tag) => (
            <Tag key={tag} tone="neutral">
              #{tag}
            </Tag>
          ))}
        </div>
        <p className="mt-3 flex flex-wrap items-center gap-x-1.5 text-sm text-muted">
          <CalendarClock aria-hidden className="size-4" />
          <span>{done ? 'Done' : dueText(challenge.dueTs, now)}</span>
          <span aria-hidden>·</span>
          <span>{challenge.points} points</span>
          <span aria-hidden>·</span>
          <span>by {challenge.author}</span>
        </p>
      </div>
      <ChallengeAction challenge={challenge} describedBy={titleId} />
    </Card>
  );
}
