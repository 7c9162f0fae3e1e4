import { NavLink } from 'react-router';
import { COUNT_CAP, WAITING_TEXTS, navLinkClass, type NavItem } from './nav-links';

/**
 * One link of the main navigation. With a count (what waits for the user behind it), the number shows on a
 * pill after the label and the link is named with it: 'Teach-backs, 2 waiting' (the visible words first, as
 * WCAG 2.5.3 asks). A name of its own rather than hidden text inside: text in a flex row would be read with
 * stray spaces ('Teach-backs , 2 waiting').
 */
export function NavItemLink({
  link,
  className,
  count = 0,
}: {
  link: NavItem;
  className: string;
  count?: number;
}) {
  const shown = link.waiting && count > 0 ? { kind: link.waiting, capped: count > COUNT_CAP } : null;
  return (
    <NavLink
      to={link.to}
      end={link.end}
      aria-label={
        shown
          ? `${link.label}, ${WAITING_TEXTS[shown.kind](shown.capped ? `more than ${COUNT_CAP}` : String(count))}`
          : undefined
      }
      className={(state) => navLinkClass(state, className)}
    >
      {link.label}
      {shown ? (
        <span
          aria-hidden
          data-testid={`waiting-${shown.kind}`}
          className="ml-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-fg tabular-nums"
        >
          {shown.capped ? `${COUNT_CAP}+` : count}
        </span>
      ) : null}
    </NavLink>
  );
}
