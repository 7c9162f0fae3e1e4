import { useState } from 'react';
import { cn } from '../../components/ui/cn';
import type { SessionUser } from '../../lib/session';
import { initialOf } from '../../features/auth/user-display';

const SIZES = { sm: 'size-9 text-sm', md: 'size-11 text-base' } as const;

/**
 * The user's photo, or the initial when there is none or it fails to load (expired URL, blocked host).
 * Decorative: every place that shows it also shows or announces the name.
 */
export function UserAvatar({ user, size = 'sm' }: { user: SessionUser; size?: keyof typeof SIZES }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const photo = user.photoURL && user.photoURL !== failedSrc ? user.photoURL : null;
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
        'bg-primary-soft font-semibold text-primary ring-1 ring-line',
        SIZES[size],
      )}
    >
      {photo ? (
        <img
          src={photo}
          alt=""
          // Google profile photos refuse some requests that carry a referrer.
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailedSrc(photo)}
        />
      ) : (
        initialOf(user)
      )}
    </span>
  );
}
