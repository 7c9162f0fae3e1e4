import type { Challenge, Teachback } from '@teachloop/shared';
import { formatDate } from '../../../lib/format-date';

/** Completed challenges, newest first (the server's order), each with its topic and completion date. */
export function CompletedChallenges({ items }: { items: Challenge[] }) {
  if (items.length === 0) return <p className="text-sm text-muted">No completed challenges yet.</p>;
  return (
    <ul className="flex flex-col divide-y divide-line">
      {items.map((challenge) => (
        <li key={challenge.id} className="flex flex-col gap-0.5 py-2.5 first:pt-0 last:pb-0">
          <span className="font-medium wrap-anywhere text-fg">{challenge.title}</span>
          <span className="text-sm wrap-anywhere text-muted">
            {challenge.topic} · Completed {formatDate(challenge.updatedAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Completed teach-backs, newest first, with who asked for them. */
export function CompletedTeachbacks({ items }: { items: Teachback[] }) {
  if (items.length === 0) return <p className="text-sm text-muted">No completed teach-backs yet.</p>;
  return (
    <ul className="flex flex-col divide-y divide-line">
      {items.map((teachback) => (
        <li key={teachback.id} className="flex flex-col gap-0.5 py-2.5 first:pt-0 last:pb-0">
          <span className="line-clamp-2 font-medium wrap-anywhere text-fg">{teachback.title}</span>
          <span className="text-sm wrap-anywhere text-muted">
            For {teachback.requester} · Completed {formatDate(teachback.updatedAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
