import { useEffect, useRef, type ReactNode } from 'react';
import { NavigationType, useNavigationType } from 'react-router';
import { cn } from '../ui/cn';

/**
 * A page's h1. After an in-app navigation (a link, a redirect, a form that moves on) it takes keyboard focus,
 * so a screen reader announces the new page and Tab continues from its top; on a fresh load or Back it does not.
 */
export function PageTitle({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) ref.current?.focus({ preventScroll: true });
  }, [navigationType]);
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      className={cn('text-3xl font-bold tracking-tight text-fg focus:outline-none sm:text-4xl', className)}
    >
      {children}
    </h1>
  );
}
