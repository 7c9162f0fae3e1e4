import { cn } from '../../components/ui/cn';

/** What waits for the user behind an app link: teach-backs to do, reviews to give (nav-waiting-count.tsx). */
export type WaitingKind = 'teachbacks' | 'reviews';

export interface NavItem {
  to: string;
  label: string;
  /** Match the path exactly; needed for / so Home is not active on every page. */
  end?: boolean;
  /** Signed in, the link shows how many of these wait for the user. */
  waiting?: WaitingKind;
}

/** The spec's header links, in its order: a visitor's header, and every footer. */
export const MAIN_LINKS: readonly NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/explore', label: 'Explore' },
  { to: '/community', label: 'Community' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

/**
 * A signed-in user's header: the app's pages, in the order of the loop (ask, teach back, review, belong), after
 * the courses whose learning paths lead into it.
 */
export const APP_LINKS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/explore', label: 'Explore' },
  { to: '/challenges', label: 'Challenges' },
  { to: '/teachbacks', label: 'Teach-backs', waiting: 'teachbacks' },
  { to: '/feedback', label: 'Feedback', waiting: 'reviews' },
  { to: '/circles', label: 'Circles' },
  { to: '/leaderboard', label: 'Leaderboard' },
];

/** The marketing pages live in the footer for everyone (for a signed-in user, only there), with the legal pages. */
export const FOOTER_LINKS: readonly NavItem[] = [
  ...MAIN_LINKS,
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
];

/** What a count says to screen readers after the link's label: 'Teach-backs, 2 waiting'. */
export const WAITING_TEXTS: Record<WaitingKind, (count: string) => string> = {
  teachbacks: (count) => `${count} waiting`,
  reviews: (count) => `${count} to give`,
};

/** Counts past 99 show as '99+', said as 'more than 99' (as the notification bell does). */
export const COUNT_CAP = 99;

/**
 * NavLink classes: the current page is tinted (and NavLink sets aria-current="page" for screen readers).
 * Callers add the padding, as the inline and the dropdown navigation space their links differently.
 */
export function navLinkClass({ isActive }: { isActive: boolean }, extra?: string): string {
  return cn(
    'rounded-lg text-sm font-medium transition-colors',
    isActive ? 'bg-primary-soft text-primary' : 'text-muted hover:bg-surface-2 hover:text-fg',
    extra,
  );
}
