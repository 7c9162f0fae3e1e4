import { RUBRIC_CRITERIA, RUBRIC_LABELS, REVIEW_LIMITS, type Rubric } from '@teachloop/shared';

/** The rubric criteria that were rated, as 'Clarity 5/5'; nothing when none was. */
export function RubricSummary({ rubric }: { rubric: Rubric }) {
  const rated = RUBRIC_CRITERIA.filter((criterion) => rubric[criterion] !== null);
  if (rated.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-2 text-xs">
      {rated.map((criterion) => (
        <div key={criterion} className="flex items-center gap-1 rounded-full bg-surface-2 px-2.5 py-1">
          <dt className="text-muted">{RUBRIC_LABELS[criterion]}</dt>
          <dd className="font-semibold text-fg tabular-nums">
            {rubric[criterion]}/{REVIEW_LIMITS.maxStars}
          </dd>
        </div>
      ))}
    </dl>
  );
}
