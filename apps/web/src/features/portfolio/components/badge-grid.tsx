import { BADGES, type EarnedBadge } from '@teachloop/shared';
import { Award, GraduationCap, Lock } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { isCourseBadge } from '../../../lib/badge-name';
import { formatDate } from '../../../lib/format-date';

/** Every published badge: the earned ones in colour with their date, the rest greyed with how to earn them. */
export function BadgeGrid({ earned }: { earned: EarnedBadge[] }) {
  const earnedAt = new Map(earned.map((badge) => [badge.id as string, badge.earnedAt]));
  const ordered = [...BADGES].sort((a, b) => Number(earnedAt.has(b.id)) - Number(earnedAt.has(a.id)));
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {ordered.map((badge) => {
        const at = earnedAt.get(badge.id);
        const isEarned = at !== undefined;
        const Icon = isCourseBadge(badge.id) ? GraduationCap : Award;
        return (
          <li
            key={badge.id}
            data-earned={isEarned}
            className={cn(
              'flex items-start gap-3 rounded-lg border p-3',
              isEarned ? 'border-accent/40 bg-accent-soft' : 'border-dashed border-line bg-surface',
            )}
          >
            <span
              aria-hidden
              className={cn(
                'inline-flex size-10 shrink-0 items-center justify-center rounded-full',
                isEarned ? 'bg-accent text-surface' : 'bg-surface-2 text-muted',
              )}
            >
              {isEarned ? <Icon className="size-5" /> : <Lock className="size-4" />}
            </span>
            <div className="min-w-0">
              <h3 className={cn('font-semibold', isEarned ? 'text-fg' : 'text-muted')}>{badge.name}</h3>
              <p className="text-sm text-muted">
                {isEarned ? (
                  `Earned ${formatDate(at)}`
                ) : (
                  <>
                    <span className="sr-only">Not earned yet. </span>
                    {badge.criterion}
                  </>
                )}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
