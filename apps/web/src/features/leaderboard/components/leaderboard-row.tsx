import type { LeaderboardEntry } from '@teachloop/shared';
import { Flame } from 'lucide-react';
import { Avatar, initialOfName } from '../../../components/ui/avatar';
import { cn } from '../../../components/ui/cn';
import { Tag } from '../../../components/ui/tag';
import { LEADERBOARD_TEXTS as T } from '../leaderboard-texts';
import { RankBadge } from './rank-badge';
import { formatNumber } from '../../../lib/format-number';

/**
 * One learner on the board: rank, photo or initial and name ('You' on the viewer's row, highlighted; 'Only you can see
 * this.' when they are hidden from others), XP and streak.
 */
export function LeaderboardRow({ entry, onlyYou = false }: { entry: LeaderboardEntry; onlyYou?: boolean }) {
  return (
    <tr
      aria-current={entry.you ? 'true' : undefined}
      className={cn('border-t border-line', entry.you ? 'bg-primary-soft' : null)}
    >
      <td className="py-2.5 pr-2 pl-3 sm:pl-4">
        <RankBadge rank={entry.rank} />
      </td>
      <td className="max-w-0 py-2.5 pr-2">
        <div className="flex min-w-0 items-center gap-2.5">
          <span className="hidden shrink-0 sm:inline-flex">
            <Avatar
              photoURL={entry.photoUrl}
              small
              initial={initialOfName(entry.name)}
              seed={entry.userId}
              className="size-8 text-sm font-semibold"
            />
          </span>
          <span className="flex min-w-0 flex-col items-start gap-0.5 sm:flex-row sm:items-center sm:gap-2.5">
            <span className="max-w-full min-w-0 font-medium wrap-anywhere text-fg">{entry.name}</span>
            {entry.you ? (
              <Tag tone="primary" className="shrink-0">
                {T.you}
              </Tag>
            ) : null}
            {onlyYou ? <span className="shrink-0 text-xs text-muted">{T.onlyYou}</span> : null}
          </span>
        </div>
      </td>
      <td className="py-2.5 pr-2 text-right font-semibold whitespace-nowrap text-fg tabular-nums">
        {formatNumber(entry.xp)} XP
      </td>
      <td className="py-2.5 pr-3 text-right whitespace-nowrap text-fg tabular-nums sm:pr-4">
        <span className="inline-flex items-center gap-1">
          <Flame aria-hidden className={cn('size-4', entry.streak > 0 ? 'text-warn' : 'text-muted')} />
          {entry.streak}
          <span className="sr-only sm:not-sr-only">{T.streakUnit(entry.streak)}</span>
        </span>
      </td>
    </tr>
  );
}
