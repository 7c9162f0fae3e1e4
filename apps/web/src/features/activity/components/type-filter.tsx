import { ACTIVITY_FILTER_LABELS, ACTIVITY_TYPE_FILTERS, type ActivityTypeFilter } from '@teachloop/shared';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';
import { ACTIVITY_TEXTS } from '../activity-texts';

/**
 * All, Challenge, Teach-back, Review, Badge, Circle (named as the entries' meta line names them) as native radios
 * styled as chips (arrow keys move between them).
 */
export function TypeFilter({
  value,
  onChange,
}: {
  value: ActivityTypeFilter;
  onChange: (type: ActivityTypeFilter) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-fg">{ACTIVITY_TEXTS.typeLegend}</legend>
      <div className="flex flex-wrap gap-2">
        {ACTIVITY_TYPE_FILTERS.map((type) => (
          <label
            key={type}
            className={cn(
              'inline-flex h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === type
                ? 'border-primary bg-primary text-primary-fg'
                : 'border-line bg-surface text-fg hover:bg-surface-2',
            )}
          >
            <input
              type="radio"
              name={name}
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="sr-only"
            />
            {ACTIVITY_FILTER_LABELS[type]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
