import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { CONTROL, controlBorder, Field } from './field';

type SelectOption = string | { value: string; label: string };

const optionParts = (option: SelectOption) =>
  typeof option === 'string' ? { value: option, label: option } : option;

type SelectFieldProps = {
  label: string;
  error?: string | undefined;
  hint?: string;
  options: readonly SelectOption[];
} & ComponentProps<'select'>;

/** A labelled native select (the platform's own keyboard and screen-reader support), styled like the inputs. */
export function SelectField({ label, error, hint, options, className, ...props }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) => (
        <div className="relative">
          <select
            {...ids}
            {...props}
            className={cn(
              CONTROL,
              'h-10 appearance-none pr-9',
              controlBorder(error, props['aria-invalid']),
              className,
            )}
          >
            {options.map(optionParts).map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
          />
        </div>
      )}
    </Field>
  );
}
