import type { LucideIcon } from 'lucide-react';
import { cn } from './cn';

type Tone = 'primary' | 'accent' | 'warn';

const TONES: Record<Tone, string> = {
  primary: 'bg-primary-soft text-primary',
  accent: 'bg-accent-soft text-accent',
  warn: 'bg-warn-soft text-warn',
};

const SIZES = {
  sm: { box: 'size-8 rounded-lg', icon: 'size-4' },
  md: { box: 'size-10 rounded-xl', icon: 'size-5' },
  lg: { box: 'size-12 rounded-2xl', icon: 'size-6' },
} as const;

/** An icon on a soft tinted tile. Decorative: the heading next to it carries the meaning. */
export function IconBadge({
  icon: Icon,
  tone = 'primary',
  size = 'md',
  className,
}: {
  icon: LucideIcon;
  tone?: Tone;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center',
        SIZES[size].box,
        TONES[tone],
        className,
      )}
    >
      <Icon className={SIZES[size].icon} strokeWidth={2} />
    </span>
  );
}
