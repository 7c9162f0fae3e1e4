import { useState, type ComponentProps } from 'react';
import { cn } from './cn';

/** Background and text pairs for the initial; each keeps a contrast of at least 4.5:1 in light and dark. */
const INITIAL_COLOURS = [
  'bg-indigo-700 text-white',
  'bg-emerald-700 text-white',
  'bg-rose-700 text-white',
  'bg-amber-800 text-white',
  'bg-sky-700 text-white',
  'bg-violet-700 text-white',
  'bg-teal-700 text-white',
  'bg-fuchsia-700 text-white',
] as const;

/** The colour behind a person's initial: the same for the same user id on every page and every device. */
function initialColourOf(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return INITIAL_COLOURS[hash % INITIAL_COLOURS.length]!;
}

/** A name's first letter in upper case (by code point, so an emoji or astral letter is not cut), else 'U'. */
export function initialOfName(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? 'U';
}

/** Our own avatars come in 64 and 256 px: a small avatar asks for the small file. */
function sizedPhoto(photoURL: string, small: boolean): string {
  return small && photoURL.startsWith('/api/avatars/') ? photoURL.replace(/\/256$/, '/64') : photoURL;
}

/**
 * A round photo, or the initial on a colour from `seed` (the user's id) when there is none or it fails to load
 * (expired URL, blocked host). The one avatar of the app: header, portfolio, boards, circles, reviews.
 * Decorative: every place that shows it also shows or announces the name. `className` sets its size and ring;
 * `small` (up to 64 px on screen) loads the 64 px file.
 */
export function Avatar({
  photoURL,
  initial,
  seed,
  small = false,
  className,
  ...props
}: {
  photoURL: string | null | undefined;
  initial: string;
  seed?: string;
  small?: boolean;
} & Omit<ComponentProps<'span'>, 'children'>) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const photo = photoURL && photoURL !== failedSrc ? sizedPhoto(photoURL, small) : null;
  return (
    <span
      aria-hidden
      {...props}
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
        photo || !seed ? 'bg-primary-soft text-primary' : initialColourOf(seed),
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
          onError={() => setFailedSrc(photoURL ?? null)}
        />
      ) : (
        initial
      )}
    </span>
  );
}
