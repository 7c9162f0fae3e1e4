import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * A box that scrolls its own content (a long explanation, a wide table). Keyboard users can reach it with Tab
 * and scroll it with the arrow keys, and screen readers announce it by its label (WCAG 2.1.1).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // A box that scrolls must be reachable by keyboard, or its overflow cannot be read (axe:
      // scrollable-region-focusable), though a region is not interactive in itself.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      {children}
    </div>
  );
}
