import { Star } from 'lucide-react';
import { useId, type Ref } from 'react';
import { cn } from './cn';

/**
 * A 1 to n star rating as a native radio group: Tab reaches it once, the arrow keys move and choose, and each
 * radio is named '1 star' … '5 stars'. The inputs are visually hidden; the stars are their visible labels and
 * show the focus ring of the focused one. 0 means not rated yet. An `error` shows under the stars and is each
 * radio's description, so it is heard wherever focus lands in the group; `ref` reaches the fieldset.
 */
export function StarRatingInput({
  legend,
  name,
  value,
  onChange,
  max = 5,
  disabled,
  error,
  className,
  ref,
}: {
  legend: string;
  name: string;
  value: number;
  onChange: (value: number) => void;
  max?: number;
  disabled?: boolean;
  error?: string | undefined;
  className?: string;
  ref?: Ref<HTMLFieldSetElement>;
}) {
  const errorId = useId();
  return (
    <fieldset ref={ref} className={cn('min-w-0', className)} disabled={disabled}>
      <legend className="text-sm font-medium text-fg">{legend}</legend>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex items-center">
          {Array.from({ length: max }, (_, index) => {
            const stars = index + 1;
            return (
              <label
                key={stars}
                className={cn(
                  'cursor-pointer rounded-lg p-1 transition-colors hover:bg-surface-2',
                  error ? 'text-danger' : null,
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={stars}
                  checked={value === stars}
                  onChange={() => onChange(stars)}
                  aria-describedby={error ? errorId : undefined}
                  className="sr-only"
                />
                <span className="sr-only">{stars === 1 ? '1 star' : `${stars} stars`}</span>
                <Star
                  aria-hidden
                  strokeWidth={1.75}
                  className={cn(
                    'size-8 sm:size-9',
                    stars <= value ? 'fill-current text-warn' : error ? null : 'text-muted opacity-60',
                  )}
                />
              </label>
            );
          })}
        </div>
        <span aria-hidden className="text-sm text-muted tabular-nums">
          {value > 0 ? `${value} of ${max}` : 'Not rated yet'}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
