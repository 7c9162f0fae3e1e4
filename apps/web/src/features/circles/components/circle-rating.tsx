import { CIRCLE_MESSAGES } from '@teachloop/shared';
import { StarRating } from '../../../components/ui/star-rating';
import { CIRCLE_TEXTS } from '../circle-texts';

/**
 * The members' average review rating, said as such ('Members’ average review: 4.0 (4 reviews)'): stars and
 * the figure alone read as reviews of the circle itself. 'No ratings yet' while its members have none.
 */
export function CircleRating({ rating, count }: { rating: number | null; count: number }) {
  if (rating === null) return <span className="text-sm text-muted">{CIRCLE_MESSAGES.noRating}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="text-muted">{CIRCLE_TEXTS.ratingLabel}</span>
      <StarRating value={rating} />
      <span className="font-semibold text-fg tabular-nums">{rating.toFixed(1)}</span>
      <span className="text-muted">({CIRCLE_TEXTS.ratingCount(count)})</span>
    </span>
  );
}
