import type { CircleSummary } from '@teachloop/shared';
import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { CIRCLE_TEXTS } from '../circle-texts';
import { CircleRating } from './circle-rating';
import { JoinButton, type CircleNotice } from './join-button';
import { PrivacyBadge } from './privacy-badge';

/** One result of Find a Circle: name (a link to its page), focus, rating, level, members, privacy, openings. */
export function CircleCard({
  circle,
  onNotice,
}: {
  circle: CircleSummary;
  onNotice: (notice: CircleNotice) => void;
}) {
  const titleId = useId();
  const full = circle.openings === 0;
  return (
    <li className="flex">
      <Card className="flex w-full flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 id={titleId} className="min-w-0 text-lg leading-snug font-semibold text-fg">
            <Link to={`/circles/${encodeURIComponent(circle.id)}`} className="rounded hover:underline">
              {circle.name}
            </Link>
          </h3>
          <PrivacyBadge privacy={circle.privacy} />
        </div>
        <p className="-mt-2 text-sm text-muted">{circle.focus}</p>
        <CircleRating rating={circle.rating} count={circle.ratingCount} />
        <dl className="flex flex-wrap gap-x-6 gap-y-2 rounded-lg bg-surface-2 px-3 py-2.5 text-sm">
          <Fact label="Level">{circle.level}</Fact>
          <Fact label="Members">{CIRCLE_TEXTS.members(circle.members, circle.capacity)}</Fact>
          <Fact label="Openings" className={full ? 'text-danger' : undefined}>
            {full ? CIRCLE_TEXTS.full : circle.openings}
          </Fact>
        </dl>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-1">
          <JoinButton circle={circle} describedBy={titleId} onNotice={onNotice} />
          <Link
            to={`/circles/${encodeURIComponent(circle.id)}`}
            aria-describedby={titleId}
            className="inline-flex items-center gap-1 rounded text-sm font-semibold text-primary hover:underline"
          >
            {CIRCLE_TEXTS.viewCircle}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </Card>
    </li>
  );
}

/** One figure of the card: a short label over a value that never breaks inside a word. */
function Fact({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={cn('font-semibold whitespace-nowrap text-fg tabular-nums', className)}>{children}</dd>
    </div>
  );
}
