import type { FeedbackRequest } from '@teachloop/shared';
import { ArrowRight, ThumbsUp } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { StarRating } from '../../../components/ui/star-rating';
import { Tag } from '../../../components/ui/tag';
import { formatDate } from '../../../lib/format-date';
import { FEEDBACK_TEXTS, feedbackItemPath } from '../feedback-texts';
import { ReviewDueLabel } from './review-due-label';

/** Marks the link that opened the side panel, so closing it can return focus there. */
export const FEEDBACK_LINK_ATTRIBUTE = 'data-feedback-link';

/** Router state on a row's link: the panel was opened from the list, so closing it goes back there. */
export interface FromListState {
  fromFeedbackList: true;
}

/**
 * A request I am asked to review: what, for whom, when, its XP, when it is due (while pending; `now` from the
 * list) and the link to review (again).
 */
export function ToGiveRow({ request, now }: { request: FeedbackRequest; now: number }) {
  const titleId = useId();
  const done = request.status === 'completed';
  const state: FromListState = { fromFeedbackList: true };
  return (
    <li className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="flex min-w-0 flex-col gap-1.5">
        <h3 id={titleId} className="font-semibold wrap-anywhere text-fg">
          {request.title}
        </h3>
        <p className="text-sm wrap-anywhere text-muted">
          For {request.learner} · {formatDate(request.createdAt)}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Tag tone="primary">+{request.points} XP</Tag>
          {done ? null : <ReviewDueLabel dueAt={request.dueAt} now={now} />}
          {done ? (
            <>
              <Tag tone="accent">{FEEDBACK_TEXTS.reviewed}</Tag>
              {request.rating ? <StarRating value={request.rating} /> : null}
            </>
          ) : null}
          {request.helpful ? (
            <Tag tone="warn">
              <ThumbsUp aria-hidden className="mr-1 size-3.5" />
              {FEEDBACK_TEXTS.markedHelpful}
            </Tag>
          ) : null}
        </div>
      </div>
      <ButtonLink
        to={feedbackItemPath(request.id)}
        state={state}
        variant={done ? 'secondary' : 'primary'}
        size="sm"
        aria-describedby={titleId}
        className="shrink-0 self-start sm:self-center"
        {...{ [FEEDBACK_LINK_ATTRIBUTE]: request.id }}
      >
        {done ? FEEDBACK_TEXTS.reviewAgain : FEEDBACK_TEXTS.giveFeedback}
        <ArrowRight aria-hidden className="size-4" />
      </ButtonLink>
    </li>
  );
}
