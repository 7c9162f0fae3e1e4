import { cn } from '../../components/ui/cn';

export interface NavItem {
  to: string;
  label: string;
  /** Match the path exactly; needed for / so Home is not active on every page. */
  end?: boolean;
}

/** The spec's header links for everyone, in its order. */
export const MAIN_LINKS: readonly NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/explore', label: 'Explore' },
  { to: '/community', label: 'Community' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

const DASHBOARD_LINK: NavItem = { to: '/dashboard', label: 'Dashboard' };

/** Signed-in users also get Dashboard; the spec shows it to no one else. */
export function navLinksFor(signedIn: boolean): readonly NavItem[] {
  return signedIn ? [...MAIN_LINKS, DASHBOARD_LINK] : MAIN_LINKS;
}

export const FOOTER_LINKS: readonly NavItem[] = [
  { to: '/about', label: 'About' },
  { to: '/explore', label: 'Explore' },
  { to: '/community', label: 'Community' },
  { to: '/contact', label: 'Contact' },
];

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
