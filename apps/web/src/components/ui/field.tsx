import { useId, type ComponentProps, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { cn } from './cn';

export const CONTROL =
  'w-full rounded-lg border bg-surface px-3 py-2 text-sm text-fg placeholder:text-muted ' +
  'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:opacity-60';

/**
 * The border of a control: red when it is invalid, whether its message stands beside it (`error`) or elsewhere,
 * such as a form's banner (the caller then sets aria-invalid itself).
 */
export function controlBorder(error: string | undefined, ariaInvalid: unknown): string {
  return error || ariaInvalid === true || ariaInvalid === 'true'
    ? 'border-danger ring-1 ring-danger'
    : 'border-line';
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A control inside the input's right edge, such as a show/hide password toggle. */
interface TrailingProps {
  trailing?: ReactNode;
}

/**
 * A labelled control with its hint and error wired to aria-describedby, so a screen reader announces both.
 * The render prop receives the ids and state to spread on the control.
 */
export function Field({
  id: givenId,
  label,
  error,
  hint,
  children,
}: FieldProps & {
  id?: string | undefined;
  children: (ids: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint && !error ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = FieldProps & TrailingProps & ComponentProps<'input'>;

/** A labelled input; its `ref` reaches the input itself. */
export function TextField({ label, error, hint, trailing, id, className, ...props }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(ids) => {
        const input = (
          <input
            {...ids}
            {...props}
            className={cn(
              CONTROL,
              'h-10',
              controlBorder(error, props['aria-invalid']),
              trailing ? 'pr-11' : null,
              className,
            )}
          />
        );
        if (!trailing) return input;
        return (
          <div className="relative">
            {input}
            <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
          </div>
        );
      }}
    </Field>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...props
}: FieldProps & ComponentProps<'textarea'>) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) => (
        <textarea
          {...ids}
          {...props}
          className={cn(CONTROL, 'min-h-32', controlBorder(error, props['aria-invalid']), className)}
        />
      )}
    </Field>
  );
}

/** An e-mail address field, labelled 'Email' unless told otherwise, that browsers can fill in. */
export function EmailField({
  label = 'Email',
  ...props
}: Omit<FieldProps, 'label'> & { label?: string } & Omit<ComponentProps<'input'>, 'type'>) {
  return <TextField {...props} label={label} type="email" autoComplete="email" />;
}

/** A search box: a labelled text field of type search with the magnifier at its end. */
export function SearchField(props: FieldProps & Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <TextField
      {...props}
      type="search"
      trailing={<Search aria-hidden className="mr-2 size-4 text-muted" />}
    />
  );
}
