import { Suspense, type ComponentProps } from 'react';
import { Spinner } from '../../../components/ui/page';
import { lazyComponent } from '../../../lib/lazy-component';
import type { ReplyThread } from './reply-thread';
import type { ReviewForm } from './review-form';

/*
 * The parts of /feedback that only show once asked for (the review form in the panel, a conversation under a
 * review, the 'Open for review' tab) load with their own chunks: the Markdown editor and the reply thread stay out of the page's first
 * load, which has a size budget (npm run test:size).
 */
const ReviewFormPart = lazyComponent(() => import('./review-form').then((module) => module.ReviewForm));
const ReplyThreadPart = lazyComponent(() => import('./reply-thread').then((module) => module.ReplyThread));
// The 'Open for review' tab's lists: its own chunk, with the course titles its rows name.
const OpenForReviewPart = lazyComponent(() =>
  import('./open-for-review').then((module) => module.OpenForReview),
);

export function LazyReviewForm(props: ComponentProps<typeof ReviewForm>) {
  return (
    <Suspense fallback={<Spinner />}>
      <ReviewFormPart {...props} />
    </Suspense>
  );
}

export function LazyReplyThread(props: ComponentProps<typeof ReplyThread>) {
  return (
    <Suspense fallback={<Spinner />}>
      <ReplyThreadPart {...props} />
    </Suspense>
  );
}

export function LazyOpenForReview() {
  return (
    <Suspense fallback={<Spinner />}>
      <OpenForReviewPart />
    </Suspense>
  );
}
