import type { LearnerReview } from '@teachloop/shared';
import { StarRating } from '../../../components/ui/star-rating';
import { Tag } from '../../../components/ui/tag';
import { formatDate } from '../../../lib/format-date';
import { FEEDBACK_TEXTS } from '../feedback-texts';

/** One of my completed teach-backs' review requests: waiting or reviewed, and by whom. */
export function RequestRow({ review }: { review: LearnerReview }) {
  const reviewed = review.status === 'completed';
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="min-w-0">
        <h3 className="font-semibold wrap-anywhere text-fg">{review.title}</h3>
        <p className="text-sm wrap-anywhere text-muted">
          Reviewer: {review.reviewer} · Requested {formatDate(review.createdAt)}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {reviewed && review.rating ? <StarRating value={review.rating} /> : null}
        <Tag tone={reviewed ? 'accent' : 'neutral'}>
          {reviewed ? FEEDBACK_TEXTS.reviewed : FEEDBACK_TEXTS.awaitingReview}
        </Tag>
      </div>
    </li>
  );
}
