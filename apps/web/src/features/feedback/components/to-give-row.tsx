import type { FeedbackRequest } from '@teachloop/shared';
import { ArrowRight, ThumbsUp } from 'lucide-react';
import { useId, type ReactNode } from 'react';
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
 * A review's card in a feedback list: its title, a line of facts, its tags, and the link that opens it in the
 * side panel (which says by the title's id which review it opens, and returns focus there when closed).
 */
export function FeedbackCardRow({
  id,
  title,
  facts,
  tags,
  to,
  label,
  variant,
  titleAs: Title = 'h3',
}: {
  id: string;
  title: string;
  facts: ReactNode;
  tags: ReactNode;
  to: string;
  label: string;
  variant?: 'primary' | 'secondary';
  /** h4 in a list under a heading of its own inside the tab (Open for review's two lists). */
  titleAs?: 'h3' | 'h4';
}) {
  const titleId = useId();
  const state: FromListState = { fromFeedbackList: true };
  return (
    <li className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="flex min-w-0 flex-col gap-1.5">
        <Title id={titleId} className="font-semibold wrap-anywhere text-fg">
          {title}
        </Title>
        <p className="text-sm wrap-anywhere text-muted">{facts}</p>
        <div className="flex flex-wrap items-center gap-2">{tags}</div>
      </div>
      <ButtonLink
        to={to}
        state={state}
        variant={variant}
        size="sm"
        aria-describedby={titleId}
        className="shrink-0 self-start sm:self-center"
        {...{ [FEEDBACK_LINK_ATTRIBUTE]: id }}
      >
        {label}
        <ArrowRight aria-hidden className="size-4" />
      </ButtonLink>
    </li>
  );
}

/**
 * A request I am asked to review: what, for whom, when, its XP, when it is due (while pending; `now` from the
 * list) and the link to review (again).
 */
export function ToGiveRow({ request, now }: { request: FeedbackRequest; now: number }) {
  const done = request.status === 'completed';
  return (
    <FeedbackCardRow
      id={request.id}
      title={request.title}
      facts={`For ${request.learner} · ${formatDate(request.createdAt)}`}
      tags={
        <>
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
        </>
      }
      to={feedbackItemPath(request.id)}
      label={done ? FEEDBACK_TEXTS.reviewAgain : FEEDBACK_TEXTS.giveFeedback}
      variant={done ? 'secondary' : 'primary'}
    />
  );
}
