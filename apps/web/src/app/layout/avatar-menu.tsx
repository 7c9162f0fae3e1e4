import { Suspense, useState } from 'react';
import { fetchAhead } from '../../lib/fetch-ahead';
import { lazyComponent } from '../../lib/lazy-component';
import type { SessionUser } from '../../lib/session';
import { displayNameOf } from '../../features/auth/user-display';
import { AVATAR_TRIGGER_CLASS } from './avatar-trigger';
import { UserAvatar } from './user-avatar';

const AvatarMenuDropdown = lazyComponent(() =>
  import('./avatar-menu-dropdown').then((m) => m.AvatarMenuDropdown),
);
const preloadMenu = () => fetchAhead(AvatarMenuDropdown.preload);

/**
 * The desktop account menu. Its code (a Radix dropdown, with its positioning and focus handling) loads when the
 * avatar is first pointed at, focused or pressed, not with every signed-in page: until then this is a plain
 * button that looks the same, and a press opens the menu as soon as its code is there.
 */
export function AvatarMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-label={`Account menu for ${displayNameOf(user)}`}
      aria-haspopup="menu"
      aria-expanded={open}
      className={AVATAR_TRIGGER_CLASS}
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
      onClick={() => {
        setUsed(true);
        setOpen(true);
      }}
    >
      <UserAvatar user={user} />
    </button>
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AvatarMenuDropdown user={user} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
