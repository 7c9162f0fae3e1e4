import { useState } from 'react';
import { cn } from '../../../components/ui/cn';

/** The profile photo, or the name's initial when there is none or it fails to load. Decorative. */
export function ProfileAvatar({
  name,
  photoURL,
  className,
}: {
  name: string;
  photoURL: string | null;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const photo = photoURL && photoURL !== failedSrc ? photoURL : null;
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? 'U';
  return (
    <span
      aria-hidden
      data-testid="profile-avatar"
      className={cn(
        'inline-flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full',
        'bg-primary-soft text-3xl font-bold text-primary ring-4 ring-surface-2',
        className,
      )}
    >
      {photo ? (
        <img
          src={photo}
          alt=""
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailedSrc(photo)}
        />
      ) : (
        initial
      )}
    </span>
  );
}
