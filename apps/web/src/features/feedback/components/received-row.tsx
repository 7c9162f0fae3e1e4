import type { LearnerReview } from '@teachloop/shared';
import { Check, ThumbsUp } from 'lucide-react';
import { RemovedContent } from '../../../components/common/removed-content';
import { ReportButton } from '../../../components/common/report/report-button';
import { RichText } from '../../../components/common/rich-text';
import { Button } from '../../../components/ui/button';
import { StarRating } from '../../../components/ui/star-rating';
import { actionErrorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { useMarkHelpful } from '../api/mark-helpful';
import { FEEDBACK_TEXTS } from '../feedback-texts';
import { ReceivedConversation } from './received-conversation';
import { RubricSummary } from './rubric-summary';

/** 'Helpful' once; after that (or when it already was) a disabled 'Marked helpful'. */
function HelpfulButton({ review }: { review: LearnerReview }) {
  const mark = useMarkHelpful();
  const marked = review.helpful || mark.isSuccess;
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        size="sm"
        variant={marked ? 'ghost' : 'secondary'}
        disabled={marked || mark.isPending}
        onClick={() => mark.mutate(review.id)}
      >
        {marked ? <Check aria-hidden className="size-4" /> : <ThumbsUp aria-hidden className="size-4" />}
        {marked ? FEEDBACK_TEXTS.markedHelpful : FEEDBACK_TEXTS.helpful}
      </Button>
      {mark.isError ? (
        <p role="alert" className="text-xs font-medium text-danger">
          {actionErrorText(mark.error, FEEDBACK_TEXTS.helpfulFailed)}
        </p>
      ) : null}
    </div>
  );
}

/** A review a peer gave on my teach-back: stars, rubric, comment, who (or 'A peer') and when. */
export function ReceivedRow({ review }: { review: LearnerReview }) {
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="font-semibold wrap-anywhere text-fg">{review.title}</h3>
          <p className="text-sm wrap-anywhere text-muted">
            {review.reviewer} · {formatDate(review.completedAt ?? review.createdAt)}
          </p>
        </div>
        {/* Every submitted review is rated 1 to 5: one without stars (from before that rule) shows none. */}
        {review.rating && !review.removed ? <StarRating value={review.rating} className="shrink-0" /> : null}
      </div>
      {/* A review a moderator removed comes without its stars, rubric and comment. */}
      <RemovedContent removed={review.removed} mine={false} />
      {review.removed ? null : <RubricSummary rubric={review.rubric} />}
      {review.comment && !review.removed ? (
        <blockquote className="border-l-2 border-primary pl-3 text-sm text-fg">
          <RichText source={review.comment} />
        </blockquote>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <HelpfulButton review={review} />
        {review.removed ? null : <ReportButton itemKind="review" itemId={review.id} />}
      </div>
      <ReceivedConversation reviewId={review.id} />
    </li>
  );
}
