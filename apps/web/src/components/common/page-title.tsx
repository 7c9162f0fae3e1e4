import { useEffect, useRef, type ReactNode } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { cn } from '../ui/cn';

/**
 * A page's h1. After an in-app navigation to a new address (a link, a redirect, a form that moves on) it takes
 * keyboard focus, so a screen reader announces the new page and Tab continues from its top; on a fresh load or
 * Back it does not, nor when only the query changes (a tab or filter kept in the address), which would pull
 * focus away from the control the user is operating.
 */
export function PageTitle({
  children,
  className,
  id,
}: {
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  const navigationType = useNavigationType();
  const { pathname } = useLocation();
  const lastPathname = useRef<string | null>(null);
  useEffect(() => {
    const moved = lastPathname.current !== pathname;
    lastPathname.current = pathname;
    if (moved && navigationType !== NavigationType.Pop) ref.current?.focus({ preventScroll: true });
  }, [navigationType, pathname]);
  return (
    <h1
      ref={ref}
      id={id}
      tabIndex={-1}
      className={cn('text-3xl font-bold tracking-tight text-fg focus:outline-none sm:text-4xl', className)}
    >
      {children}
    </h1>
  );
}
