import { LogOut, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { useSession, useSignOut } from '../../lib/session';
import { displayNameOf } from '../../features/auth/user-display';
import { navLinkClass, navLinksFor } from './nav-links';
import { UserAvatar } from './user-avatar';

/**
 * The hamburger toggle and dropdown navigation for 768 px or less (hidden wider by the caller's nav: classes).
 * A disclosure, not a modal: the panel follows the toggle in the DOM so Tab walks into it naturally.
 */
export function MobileMenu() {
  const location = useLocation();
  // Open for one location only: any navigation (link, Back, redirect) closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && (panelRef.current?.contains(target) || toggleRef.current?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    // Pointer presses and focus moving elsewhere (Tab past the last item) both count as leaving the menu.
    const onOutside = (event: Event) => {
      if (!isInside(event.target)) setOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex size-10 items-center justify-center rounded-lg text-fg transition-colors hover:bg-surface-2"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        {open ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
      </button>
      {/* Dims the page under the panel; a press on it is an outside click and closes the menu. */}
      {open ? <div aria-hidden className="fixed inset-x-0 top-header bottom-0 bg-black/30" /> : null}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--spacing-header))] overflow-y-auto border-b border-line bg-surface shadow-lg"
      >
        {open ? <MobilePanel /> : null}
      </div>
    </>
  );
}

function MobilePanel() {
  const { status, user } = useSession();
  const signOut = useSignOut();

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-4 sm:px-6">
      <nav aria-label="Main">
        <ul className="flex flex-col gap-1">
          {navLinksFor(status === 'signed-in').map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={(state) => navLinkClass(state, 'block px-3 py-2.5')}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {status === 'loading' ? null : (
        <div className="border-t border-line pt-4">
          {user ? (
            <div className="flex flex-col gap-4">
              <div className="flex items-center gap-3">
                <UserAvatar user={user} size="md" />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-fg">{displayNameOf(user)}</p>
                  <p className="truncate text-sm text-muted">{user.email}</p>
                </div>
              </div>
              <Button variant="secondary" onClick={() => void signOut()}>
                <LogOut className="size-4" aria-hidden />
                Sign out
              </Button>
            </div>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <ButtonLink to="/login" variant="secondary">
                Log in
              </ButtonLink>
              <ButtonLink to="/signup">Sign up</ButtonLink>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
