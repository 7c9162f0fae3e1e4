import { findCourse, type OpenReview } from '@teachloop/shared';
import { BookOpen } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { LoadFailure } from '../../../components/common/load-failure';
import { LoadMore } from '../../../components/common/load-more';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/page';
import { Tag } from '../../../components/ui/tag';
import { loadErrorText } from '../../../lib/error-text';
import { loadedItems } from '../../../lib/paged-list';
import { relativeTime } from '../../../lib/relative-time';
import { useNow } from '../../../lib/use-now';
import { useOpenReviews } from '../api/open-reviews';
import { communityReviewPath, FEEDBACK_TEXTS } from '../feedback-texts';
import { CommunityPanel } from './community-panel';
import { FeedbackCardRow } from './to-give-row';

const TEXTS = FEEDBACK_TEXTS.openForReview;
const LOAD_FAILED = 'Couldn’t load the explanations open for review.';

/** One explanation taught unasked: its item's title, its course, who wrote it and how long it has waited. */
function OpenReviewRow({ review, now }: { review: OpenReview; now: number }) {
  return (
    <FeedbackCardRow
      id={review.id}
      title={review.title}
      facts={TEXTS.taught.facts(review.learner, relativeTime(review.createdAt, now))}
      tags={<Tag>{findCourse(review.course)?.title ?? review.course}</Tag>}
      to={communityReviewPath(review.id)}
      label={TEXTS.review}
      titleAs="h4"
    />
  );
}

/** Explanations students taught without being asked, oldest first, open to any student's review. */
function TaughtUnasked() {
  const query = useOpenReviews();
  const now = useNow(query.dataUpdatedAt);
  if (query.isPending) return <Spinner label="Loading reviews…" />;
  if (!query.data) {
    return (
      <LoadFailure message={loadErrorText(query.error, LOAD_FAILED)} onRetry={() => void query.refetch()} />
    );
  }
  const reviews = loadedItems(query.data);
  if (reviews.length === 0) return <EmptyState icon={BookOpen}>{TEXTS.taught.empty}</EmptyState>;
  return (
    <>
      <ul aria-label={TEXTS.taught.title} className="flex flex-col gap-3">
        {reviews.map((review) => (
          <OpenReviewRow key={review.id} review={review} now={now} />
        ))}
      </ul>
      <LoadMore query={query} loaded={reviews.length} />
    </>
  );
}

/** A list under its own heading (h3: the tab's name is the h2 above). */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h3 id={id} className="text-lg font-semibold text-fg">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * 'Open for review': first the explanations taught without being asked, which any student may review at once,
 * then the reviews still missing a week on, open to peers who verified their topic. Both open in the same
 * review panel at /feedback/open/{id}.
 */
export function OpenForReview() {
  return (
    <div className="flex flex-col gap-8">
      <Part title={TEXTS.taught.title}>
        <p className="text-sm text-muted">{TEXTS.taught.lead}</p>
        <TaughtUnasked />
      </Part>
      <Part title={TEXTS.waitingTitle}>
        <CommunityPanel />
      </Part>
    </div>
  );
}
