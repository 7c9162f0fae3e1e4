import { NavLink } from 'react-router';
import { navLinkClass, navLinksFor } from './nav-links';

/**
 * The 'Main' navigation, as the header shows it inline and the mobile menu stacks it: the same links (Dashboard
 * for signed-in users), the caller's layout and link spacing.
 */
export function MainNav({
  signedIn,
  className,
  listClassName,
  linkClassName,
}: {
  signedIn: boolean;
  className?: string;
  listClassName: string;
  linkClassName: string;
}) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className={listClassName}>
        {navLinksFor(signedIn).map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={(state) => navLinkClass(state, linkClassName)}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
