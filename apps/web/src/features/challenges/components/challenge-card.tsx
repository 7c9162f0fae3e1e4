import { countOf, type Challenge } from '@teachloop/shared';
import { CalendarClock } from 'lucide-react';
import { StatusBadge } from '../../../components/common/status-badge';
import { WorkItemCard } from '../../../components/common/work-item/work-item-card';
import { Tag } from '../../../components/ui/tag';
import { dueText } from '../../../lib/due-text';
import { challengeKind } from '../challenge-kind';
import { challengeStage, challengeStageWords, type ChallengeStage } from '../challenge-stage';

const STAGE_TONES = { waiting: 'neutral', writing: 'warn', ready: 'primary', reviewed: 'accent' } as const;

/** Until it is completed, where the loop stands in the owner page's words ('Lin is writing', not 'Open'). */
function stageOf(challenge: Challenge): ChallengeStage | null {
  if (challenge.status === 'completed' || challenge.teaching === undefined) return null;
  const { teaching } = challenge;
  return challengeStage(challenge.status, teaching?.status ?? null, teaching?.reviewed ?? false);
}

/** One challenge in the list: what it is, where it stands, how long is left, and what to do next. */
export function ChallengeCard({ challenge, now }: { challenge: Challenge; now: number }) {
  const done = challenge.status === 'completed';
  const stage = stageOf(challenge);
  return (
    <WorkItemCard kind={challengeKind} item={challenge} title={challenge.title}>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Tag className="max-w-full wrap-anywhere">{challenge.topic}</Tag>
        <Tag tone="neutral">{challenge.level}</Tag>
        {stage ? (
          <Tag tone={STAGE_TONES[stage]}>{challengeStageWords(stage, challenge.teaching?.name ?? null)}</Tag>
        ) : (
          <StatusBadge status={challenge.status} />
        )}
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
