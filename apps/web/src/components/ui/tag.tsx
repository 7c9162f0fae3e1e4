import type { HTMLAttributes } from 'react';
import { cn } from './cn';

type Tone = 'primary' | 'accent' | 'warn' | 'neutral';

// Text stays on fg or primary: the accent and warn hues are too light for small text on their soft tints.
const TONES: Record<Tone, string> = {
  primary: 'bg-primary-soft text-primary',
  accent: 'bg-accent-soft text-fg',
  warn: 'bg-warn-soft text-fg',
  neutral: 'bg-surface-2 text-muted',
};

/** A small rounded label in one of four tones (Badge has a single tone). */
export function Tag({
  tone = 'primary',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
