import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../ui/cn';

/** A calm, muted aside with an info icon: how something works, not a warning (not announced as a status). */
export function InfoNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={cn('flex items-start gap-2 text-sm text-muted', className)}>
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>{children}</span>
    </p>
  );
}
