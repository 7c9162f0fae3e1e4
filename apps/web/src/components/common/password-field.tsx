import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { TextField } from '../ui/field';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing' | 'id'> & {
  /** What the toggle shows and hides, for its name: 'Show password', 'Show confirm password'. */
  subject?: string;
};

/** A password input with a show/hide toggle inside its right edge. */
export function PasswordField({ subject = 'password', ...props }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const id = useId();
  const Icon = shown ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      id={id}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-pressed={shown}
          aria-controls={id}
          aria-label={`${shown ? 'Hide' : 'Show'} ${subject}`}
          onClick={() => setShown((value) => !value)}
          className="inline-flex size-8 items-center justify-center rounded-md text-muted transition-colors hover:bg-surface-2 hover:text-fg"
        >
          <Icon aria-hidden className="size-4" />
        </button>
      }
    />
  );
}
