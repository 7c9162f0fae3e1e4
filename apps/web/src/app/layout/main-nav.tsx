import { Suspense } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { NavItemLink } from './nav-item-link';
import { useNavLinks } from './use-nav-links';

const CountedNavLink = lazyComponent(() => import('./nav-waiting-count').then((m) => m.CountedNavLink));

/**
 * The 'Main' navigation, as the header shows it inline and the mobile menu stacks it: the app's pages, with
 * what waits for the user, once signed in; the spec's public pages otherwise (use-nav-links.ts). The caller
 * gives the layout and link spacing.
 */
export function MainNav({
  className,
  listClassName,
  linkClassName,
}: {
  className?: string;
  listClassName: string;
  linkClassName: string;
}) {
  const { links, showCounts } = useNavLinks();
  return (
    <nav aria-label="Main" className={className}>
      <ul className={listClassName}>
        {links.map((link) => {
          const plain = <NavItemLink link={link} className={linkClassName} />;
          return (
            <li key={link.to}>
              {showCounts && link.waiting ? (
                <Suspense fallback={plain}>
                  <CountedNavLink link={link} kind={link.waiting} className={linkClassName} />
                </Suspense>
              ) : (
                plain
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
