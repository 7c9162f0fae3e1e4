import type { CircleMember } from '@teachloop/shared';
import { Crown } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { Tag } from '../../../components/ui/tag';
import { CIRCLE_TEXTS } from '../circle-texts';

/** The members, owner first: initial, name, level and XP earned this week. */
export function MemberList({ members }: { members: CircleMember[] }) {
  return (
    <ul className="flex flex-col divide-y divide-line">
      {members.map((member) => (
        <li
          key={member.userId}
          className={cn(
            'flex flex-wrap items-center gap-x-3 gap-y-1 py-3',
            member.you ? 'font-medium' : null,
          )}
        >
          <span
            aria-hidden
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-bold text-primary uppercase"
          >
            {member.name.slice(0, 1)}
          </span>
          <span className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
            <span className="min-w-0 font-semibold text-fg">{member.name}</span>
            {member.you ? <Tag tone="primary">You</Tag> : null}
            {member.role === 'owner' ? (
              <Tag tone="warn" className="gap-1">
                <Crown aria-hidden className="size-3.5" />
                {CIRCLE_TEXTS.owner}
              </Tag>
            ) : null}
          </span>
          <span className="flex shrink-0 items-center gap-3 text-sm">
            <Tag tone="neutral">{CIRCLE_TEXTS.level(member.level)}</Tag>
            <span className="font-semibold text-fg tabular-nums">{CIRCLE_TEXTS.weekXp(member.weekXp)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
