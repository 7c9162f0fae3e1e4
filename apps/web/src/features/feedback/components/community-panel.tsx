import { COMMUNITY_REVIEW_MESSAGES, type CommunityReview } from '@teachloop/shared';
import { Users } from 'lucide-react';
import { LoadFailure } from '../../../components/common/load-failure';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/page';
import { Tag } from '../../../components/ui/tag';
import { loadErrorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { useNow } from '../../../lib/use-now';
import { useCommunityReviews } from '../api/community-reviews';
import { communityReviewPath, FEEDBACK_TEXTS } from '../feedback-texts';
import { ReviewDueLabel } from './review-due-label';
import { FeedbackCardRow } from './to-give-row';

const TEXTS = FEEDBACK_TEXTS.openForReview;

function CommunityRow({ review, now }: { review: CommunityReview; now: number }) {
  return (
    <FeedbackCardRow
      id={review.id}
      title={review.title}
      facts={`For ${review.learner} · ${review.topic} · ${TEXTS.completedOn(formatDate(review.createdAt))}`}
      tags={
        <>
          <Tag tone="primary">+{review.points} XP</Tag>
          <ReviewDueLabel dueAt={review.dueAt} now={now} />
        </>
      }
      to={communityReviewPath(review.id)}
      label={TEXTS.review}
      titleAs="h4"
    />
  );
}

/** 'Open for review': reviews missing 7 days on topics I have verified, oldest first, with 'Load more'. */
export function CommunityPanel() {
  const query = useCommunityReviews();
  const now = useNow(query.dataUpdatedAt);
  const reviews = query.data?.pages.flatMap((page) => page.reviews) ?? [];
  const failed = (retry: () => void) => (
    <LoadFailure message={loadErrorText(query.error, COMMUNITY_REVIEW_MESSAGES.loadFailed)} onRetry={retry} />
  );
  if (query.isPending) return <Spinner label="Loading reviews…" />;
  if (query.isError && reviews.length === 0) return failed(() => void query.refetch());
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{TEXTS.lead}</p>
      {reviews.length === 0 ? (
        <EmptyState icon={Users}>{TEXTS.empty}</EmptyState>
      ) : (
        <ul aria-label={TEXTS.tab} className="flex flex-col gap-3">
          {reviews.map((review) => (
            <CommunityRow key={review.id} review={review} now={now} />
          ))}
        </ul>
      )}
      {query.isFetchNextPageError ? failed(() => void query.fetchNextPage()) : null}
      {query.hasNextPage && !query.isFetchNextPageError ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? TEXTS.loadingMore : TEXTS.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
