import { useState, type ComponentProps } from 'react';
import { cn } from './cn';

/**
 * A round photo, or the initial when there is none or it fails to load (expired URL, blocked host).
 * Decorative: every place that shows it also shows or announces the name. `className` sets its size and ring.
 */
export function Avatar({
  photoURL,
  initial,
  className,
  ...props
}: { photoURL: string | null | undefined; initial: string } & Omit<ComponentProps<'span'>, 'children'>) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const photo = photoURL && photoURL !== failedSrc ? photoURL : null;
  return (
    <span
      aria-hidden
      {...props}
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft text-primary',
        className,
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
        initial
      )}
    </span>
  );
}
