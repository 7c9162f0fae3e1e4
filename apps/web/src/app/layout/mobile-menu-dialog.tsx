import * as Dialog from '@radix-ui/react-dialog';
import { LogOut, Menu, Settings, ShieldCheck, UserRound, X } from 'lucide-react';
import { Button, ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/page';
import { useSession } from '../../lib/session';
import { useSignOutDevice } from './use-sign-out-device';
import { displayNameOf } from '../../features/auth/user-display';
import { GuestLinks } from './guest-links';
import { toggleClass } from './mobile-menu-toggle';
import { MainNav } from './main-nav';
import { AccountLevel } from './header-progress/account-level';
import { UserAvatar } from './user-avatar';

/**
 * The menu itself (see mobile-menu.tsx), loaded with its first use. A Radix modal dialog: Tab stays inside
 * it, Escape or a press outside closes it and focus returns to the hamburger, and the page behind is hidden
 * from assistive technology. The dialog draws its own close button exactly over the hamburger (which the
 * dialog hides), so the toggle seems to stay in place; both carry aria-expanded and aria-controls, as a
 * toggle does.
 */
export function MobileMenuDialog({
  open,
  onOpenChange,
  panelId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  panelId: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={toggleClass} aria-label="Open menu" aria-controls={panelId}>
        <Menu className="size-6" aria-hidden />
      </Dialog.Trigger>
      {/* Not portalled: inside the header, which stays visible (and named 'banner') above the dimmed page. */}
      <Dialog.Overlay
        data-testid="mobile-menu-backdrop"
        className="fixed inset-x-0 top-header bottom-0 z-40 bg-black/30"
      />
      <Dialog.Content
        id={panelId}
        aria-describedby={undefined}
        className="fixed inset-x-0 top-0 z-50 flex max-h-dvh flex-col focus:outline-none"
      >
        <Dialog.Title className="sr-only">Menu</Dialog.Title>
        {/* A see-through strip over the header: the logo shows through, the close button covers the hamburger. */}
        <Container className="pointer-events-none flex h-header shrink-0 items-center justify-end">
          <Dialog.Close
            className={`${toggleClass} pointer-events-auto`}
            aria-label="Close menu"
            aria-expanded
            aria-controls={panelId}
          >
            <X className="size-6" aria-hidden />
          </Dialog.Close>
        </Container>
        <div className="overflow-y-auto border-t border-b border-line bg-surface shadow-lg">
          <MobilePanel />
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function MobilePanel() {
  const { status, user } = useSession();
  const signOut = useSignOutDevice();

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-4 sm:px-6">
      <MainNav listClassName="flex flex-col gap-1" linkClassName="flex items-center px-3 py-2.5" />
      {status === 'loading' || status === 'error' ? null : (
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
              {/* From 640 px the header shows the level itself. */}
              <AccountLevel className="sm:hidden" />
              <ButtonLink to="/settings/profile" variant="secondary">
                <UserRound className="size-4" aria-hidden />
                Profile settings
              </ButtonLink>
              <ButtonLink to="/settings/account" variant="secondary">
                <Settings className="size-4" aria-hidden />
                Account settings
              </ButtonLink>
              {user.moderator && (
                <ButtonLink to="/moderation" variant="secondary">
                  <ShieldCheck className="size-4" aria-hidden />
                  Moderation
                </ButtonLink>
              )}
              <Button variant="secondary" onClick={() => void signOut()}>
                <LogOut className="size-4" aria-hidden />
                Sign out
              </Button>
            </div>
          ) : (
            <GuestLinks signUpLabel="Sign up" className="grid grid-cols-2 gap-3" />
          )}
        </div>
      )}
    </div>
  );
}
