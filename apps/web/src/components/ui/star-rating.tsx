import { Star } from 'lucide-react';
import { cn } from './cn';

const MAX_STARS = 5;

/** A read-only 1 to 5 star rating, announced as one image ("4 out of 5 stars") rather than five icons. */
export function StarRating({ value, className }: { value: number; className?: string }) {
  const rating = Math.min(MAX_STARS, Math.max(0, Math.round(value)));
  return (
    <span
      role="img"
      aria-label={`${rating} out of ${MAX_STARS} stars`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn('size-4', index < rating ? 'fill-current text-warn' : 'text-muted opacity-40')}
        />
      ))}
    </span>
  );
}
