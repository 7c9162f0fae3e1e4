import { CIRCLE_LEVEL_FILTERS } from '@teachloop/shared';
import { useId } from 'react';
import { cn } from '../../../components/ui/cn';
import { CIRCLE_TEXTS } from '../circle-texts';
import type { LevelFilter as Level } from '../hooks/use-circle-filters';

/** All, Beginner, Intermediate, Advanced as native radios styled as chips (arrow keys move between them). */
export function LevelFilter({ value, onChange }: { value: Level; onChange: (level: Level) => void }) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-fg">{CIRCLE_TEXTS.levelLegend}</legend>
      <div className="flex flex-wrap gap-2">
        {CIRCLE_LEVEL_FILTERS.map((level) => (
          <label
            key={level}
            className={cn(
              'inline-flex h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === level
                ? 'border-primary bg-primary text-primary-fg'
                : 'border-line bg-surface text-fg hover:bg-surface-2',
            )}
          >
            <input
              type="radio"
              name={name}
              value={level}
              checked={value === level}
              onChange={() => onChange(level)}
              className="sr-only"
            />
            {level}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
