import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, Settings, ShieldCheck, UserRound } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '../../lib/session';
import { useSignOutDevice } from './use-sign-out-device';
import { displayNameOf } from '../../features/auth/user-display';
import { AVATAR_TRIGGER_CLASS } from './avatar-trigger';
import { AccountLevel } from './header-progress/account-level';
import { nextTabStopAfter } from './tab-sequence';
import { UserAvatar } from './user-avatar';

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium outline-none select-none data-[highlighted]:bg-surface-2';

/** The settings the menu leads to, in the order the settings pages link each other. */
const SETTINGS_LINKS = [
  { to: '/settings/profile', icon: UserRound, label: 'Profile settings' },
  { to: '/settings/account', icon: Settings, label: 'Account settings' },
] as const;

/**
 * The account menu itself (see avatar-menu.tsx), loaded with its first use. Radix gives the keyboard handling
 * and closes it on outside click and Escape. Radix swallows Tab inside a menu; the menu button pattern wants
 * Tab to close it and move on, so Tab closes it and focuses the page's next stop after the avatar, and
 * Shift+Tab closes it and focuses the avatar (the stop before the menu), as if the menu sat right after it.
 */
export function AvatarMenuDropdown({
  user,
  open,
  onOpenChange,
}: {
  user: SessionUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const signOut = useSignOutDevice();
  const name = displayNameOf(user);
  const trigger = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  // Where focus goes when the menu closes because of Tab; null: Radix's default (back to the avatar).
  const focusAfterTab = useRef<HTMLElement | null>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const avatar = trigger.current;
    focusAfterTab.current =
      event.shiftKey || !avatar ? avatar : (nextTabStopAfter(avatar, content.current) ?? avatar);
    onOpenChange(false);
  };

  return (
    // Not modal: a modal menu hides the whole page from screen readers (aria-hidden on #root), which axe flags,
    // and locks scrolling; outside click and Escape still close it.
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        ref={trigger}
        aria-label={`Account menu for ${name}`}
        className={AVATAR_TRIGGER_CLASS}
      >
        <UserAvatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={content}
          align="end"
          sideOffset={10}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            const target = focusAfterTab.current;
            focusAfterTab.current = null;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="z-50 w-[280px] rounded-card border border-line bg-surface p-2 text-fg shadow-lg"
        >
          <div className="flex items-center gap-3 px-2 py-2">
            <UserAvatar user={user} size="md" />
            <div className="min-w-0">
              <p className="truncate font-semibold">{name}</p>
              <p className="truncate text-sm text-muted">{user.email}</p>
            </div>
          </div>
          <AccountLevel />
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {SETTINGS_LINKS.map(({ to, icon: Icon, label }) => (
            <DropdownMenu.Item key={to} asChild className={ITEM}>
              <Link to={to}>
                <Icon className="size-4 text-muted" aria-hidden />
                {label}
              </Link>
            </DropdownMenu.Item>
          ))}
          {user.moderator && (
            <DropdownMenu.Item asChild className={ITEM}>
              <Link to="/moderation">
                <ShieldCheck className="size-4 text-muted" aria-hidden />
                Moderation
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item onSelect={() => void signOut()} className={ITEM}>
            <LogOut className="size-4 text-muted" aria-hidden />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
