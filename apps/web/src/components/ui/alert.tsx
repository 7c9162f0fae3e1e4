import type { ReactNode } from 'react';
import { cn } from './cn';

type Tone = 'info' | 'success' | 'error' | 'warning';

const TONES: Record<Tone, string> = {
  info: 'border-line bg-primary-soft text-fg',
  success: 'border-accent/40 bg-accent-soft text-fg',
  error: 'border-danger/40 bg-danger-soft text-fg',
  warning: 'border-warn/40 bg-warn-soft text-fg',
};

/** A message box. Errors are announced immediately (role=alert); the rest politely (role=status). */
export function Alert({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: Tone;
  title?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm', TONES[tone], className)}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children}
    </div>
  );
}
