import { Link } from 'react-router';
import { cn } from '../../components/ui/cn';

/** The same mark as public/favicon.svg, drawn with tokens so it follows the theme. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M9 10.5h14" strokeWidth="3" strokeLinecap="round" className="stroke-primary-fg" />
      <path
        d="M16 10.5v7.5a5 5 0 0 0 5 5"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        className="stroke-primary-fg"
      />
      <circle cx="25.5" cy="23" r="2.5" className="fill-accent" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-fg',
        className,
      )}
    >
      <LogoMark />
      Teachloop
    </Link>
  );
}
