import type { CircleMember } from '@teachloop/shared';
import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar, initialOfName } from '../../../components/ui/avatar';
import { Tag } from '../../../components/ui/tag';
import { CIRCLE_TEXTS } from '../circle-texts';

/** What the page offers about another member (Block); never shown on the viewer's own row. */
export type MemberAction = (member: CircleMember) => ReactNode;

/** The members, owner first: photo (or initial), name, level and XP earned this week. */
export function MemberList({ members, action }: { members: CircleMember[]; action?: MemberAction }) {
  return (
    <ul className="flex flex-col divide-y divide-line">
      {members.map((member) => (
        <li key={member.userId} className="flex items-start gap-3 py-3 sm:items-center">
          <Avatar
            photoURL={member.photoURL}
            initial={initialOfName(member.name)}
            seed={member.userId}
            small
            className="size-9 text-sm font-bold"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
            <span className="flex min-w-0 flex-wrap items-center gap-2 pt-1.5 sm:pt-0">
              <span className="min-w-0 font-semibold text-fg">{member.name}</span>
              {member.you ? (
                <Tag tone="primary" className="shrink-0">
                  You
                </Tag>
              ) : null}
              {member.role === 'owner' ? (
                <Tag tone="warn" className="shrink-0 gap-1 whitespace-nowrap">
                  <Crown aria-hidden className="size-3.5" />
                  {CIRCLE_TEXTS.owner}
                </Tag>
              ) : null}
            </span>
            <span className="flex shrink-0 flex-wrap items-center gap-3 text-sm">
              <Tag tone="neutral" className="whitespace-nowrap">
                {CIRCLE_TEXTS.level(member.level)}
              </Tag>
              <span className="font-semibold whitespace-nowrap text-fg tabular-nums">
                {CIRCLE_TEXTS.weekXp(member.weekXp)}
              </span>
              {action && !member.you ? action(member) : null}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
