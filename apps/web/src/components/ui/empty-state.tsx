import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * What a list shows when there is nothing in it: an icon in a grey circle and a sentence, in a dashed frame
 * unless it already stands inside a card (`framed={false}`).
 */
export function EmptyState({
  icon: Icon,
  framed = true,
  children,
}: {
  icon: LucideIcon;
  framed?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 px-6 py-12 text-center',
        framed ? 'rounded-card border border-dashed border-line' : null,
      )}
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-surface-2 text-muted">
        <Icon aria-hidden className="size-6" />
      </span>
      <p className="font-medium text-fg">{children}</p>
    </div>
  );
}
