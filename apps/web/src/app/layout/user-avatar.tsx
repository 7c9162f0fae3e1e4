import { Avatar } from '../../components/ui/avatar';
import { cn } from '../../components/ui/cn';
import type { SessionUser } from '../../lib/session';
import { initialOf } from '../../features/auth/user-display';

const SIZES = { sm: 'size-9 text-sm', md: 'size-11 text-base' } as const;

/** The signed-in user's photo or initial, in the header's menus. */
export function UserAvatar({ user, size = 'sm' }: { user: SessionUser; size?: keyof typeof SIZES }) {
  return (
    <Avatar
      photoURL={user.photoURL}
      initial={initialOf(user)}
      seed={user.id}
      small
      className={cn('font-semibold ring-1 ring-line', SIZES[size])}
    />
  );
}
