import type { TeachbackContext } from '@teachloop/shared';
import { useId } from 'react';
import { RichText } from '../../../components/common/rich-text';
import { Card } from '../../../components/ui/card';
import { StarRating } from '../../../components/ui/star-rating';
import { TEACHBACK_VIEW_TEXTS } from '../teachback-view-texts';

/** The review beside a completed explanation: stars, who gave it and their comment; or that it is awaited. */
export function TeachbackReview({ review }: { review: TeachbackContext['review'] }) {
  const titleId = useId();
  return (
    <Card>
      <section aria-labelledby={titleId} className="flex flex-col gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-fg">
          {TEACHBACK_VIEW_TEXTS.reviewTitle}
        </h2>
        {review ? (
          <>
            <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
              {review.rating !== null ? <StarRating value={review.rating} /> : null}
              <span>{TEACHBACK_VIEW_TEXTS.reviewBy(review.reviewer)}</span>
            </div>
            {review.comment?.trim() ? (
              <RichText source={review.comment} className="text-sm text-fg" />
            ) : (
              <p className="text-sm text-muted">{TEACHBACK_VIEW_TEXTS.noComment}</p>
            )}
          </>
        ) : (
          <p className="text-sm text-muted">{TEACHBACK_VIEW_TEXTS.awaitingReview}</p>
        )}
      </section>
    </Card>
  );
}
