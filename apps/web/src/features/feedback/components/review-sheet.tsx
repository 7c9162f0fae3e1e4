import { COMMUNITY_REVIEW_MESSAGES, REVIEW_MESSAGES, type FeedbackDetail } from '@teachloop/shared';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { RemovedContent } from '../../../components/common/removed-content';
import { ReportButton } from '../../../components/common/report/report-button';
import { RichText } from '../../../components/common/rich-text';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/page';
import { Sheet, SheetBody, SheetClose, SheetFooter } from '../../../components/ui/sheet';
import { ApiError } from '../../../lib/api-client';
import { loadErrorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format-date';
import { useFeedbackDetail } from '../api/get-feedback';
import { FEEDBACK_TEXTS } from '../feedback-texts';
import { REPLY_TEXTS } from '../reply-texts';
import { OPEN_REPLIES_PARAM } from './received-conversation';
import { LazyReplyThread as ReplyThread } from './lazy-parts';
import { LazyReviewForm as ReviewForm } from './lazy-parts';

/** Why the request cannot be shown: the reviewer-only rule (403), a missing id (404), or a failed read. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.code === 'permission_denied') return REVIEW_MESSAGES.noPermission;
  if (error instanceof ApiError && error.code === 'not_found') return REVIEW_MESSAGES.notFound;
  // A review open to community reviewers that someone has written meanwhile.
  if (error instanceof ApiError && error.code === 'conflict')
    return COMMUNITY_REVIEW_MESSAGES.alreadyReviewed;
  return loadErrorText(error, REVIEW_MESSAGES.loadFailed);
}

function Facts({ detail }: { detail: FeedbackDetail }) {
  const facts: [string, ReactNode][] = [
    ['For', detail.learner],
    ['Title', detail.title],
    ['Topic', detail.topic],
    ['Requested on', formatDate(detail.createdAt)],
    ['Points', `+${detail.points} XP`],
  ];
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 rounded-lg bg-surface-2 p-4 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="font-medium wrap-anywhere text-fg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TeachbackNotes({ detail }: { detail: FeedbackDetail }) {
  const notes = detail.teachbackNotes.trim();
  return (
    <section aria-labelledby="review-notes-title" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="review-notes-title" className="text-base font-semibold text-fg">
          {detail.learner}’s teach-back
        </h3>
        {notes && !detail.teachbackRemoved ? (
          <ReportButton itemKind="teachback" itemId={detail.teachbackId} />
        ) : null}
      </div>
      {detail.teachbackRevisedAt !== null ? (
        <p className="text-sm font-medium text-primary">
          {FEEDBACK_TEXTS.revisedOn(formatDate(detail.teachbackRevisedAt))}
        </p>
      ) : null}
      {detail.teachbackRemoved ? (
        <RemovedContent removed={detail.teachbackRemoved} mine={false} />
      ) : notes ? (
        // At its natural height: the sheet scrolls as a whole, so a long explanation reads like a page, not
        // through a slot (wide code and maths scroll sideways in their own blocks).
        <div
          role="region"
          aria-label={FEEDBACK_TEXTS.explanationLabel(detail.learner)}
          className="min-w-0 rounded-lg border border-line p-4 text-sm text-fg"
        >
          <RichText source={notes} />
        </div>
      ) : (
        <p className="text-sm text-muted">{FEEDBACK_TEXTS.noNotes}</p>
      )}
    </section>
  );
}

/**
 * A reviewed request opened from a reply notice: the conversation first, its reply box focused and its Reply
 * button in view on a phone, then what was reviewed; revising the review is a step away.
 */
function Conversation({ detail, onRevise }: { detail: FeedbackDetail; onRevise: () => void }) {
  return (
    <>
      <SheetBody className="flex flex-col gap-6">
        <RemovedContent removed={detail.removed} mine />
        <ReplyThread reviewId={detail.id} focusReply />
        <Facts detail={detail} />
        <TeachbackNotes detail={detail} />
      </SheetBody>
      {/* The header's Close closes it; the reply is sent from the thread. */}
      <SheetFooter className="grid-cols-1">
        <Button variant="secondary" onClick={onRevise}>
          {REPLY_TEXTS.reviseReview}
        </Button>
      </SheetFooter>
    </>
  );
}

/**
 * The side panel of /feedback/{id}: what is being reviewed and the review form. `id` undefined keeps it closed.
 * Closing (Escape, Cancel, the close button, a press outside) calls onClose; the caller decides where focus goes.
 */
export function ReviewSheet({
  id,
  community = false,
  onClose,
  onSubmitted,
  onCloseAutoFocus,
}: {
  id: string | undefined;
  /** A review open to community reviewers (decision 023), read and written at its community address. */
  community?: boolean;
  onClose: () => void;
  onSubmitted: (detail: FeedbackDetail) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const query = useFeedbackDetail(id ?? '', { enabled: id !== undefined, community });
  const detail = query.data;
  const title = detail
    ? detail.status === 'completed'
      ? FEEDBACK_TEXTS.sheetTitle.revise
      : FEEDBACK_TEXTS.sheetTitle.give
    : FEEDBACK_TEXTS.sheetTitle.fallback;

  // A reply notice's link (`?replies={id}`) opens a reviewed request on its conversation, not on the form.
  const [params] = useSearchParams();
  const [formChosenFor, setFormChosenFor] = useState<string | null>(null);
  const conversation =
    detail?.status === 'completed' &&
    params.get(OPEN_REPLIES_PARAM) === detail.id &&
    formChosenFor !== detail.id;

  let body: ReactNode;
  if (detail && conversation) {
    body = <Conversation detail={detail} onRevise={() => setFormChosenFor(detail.id)} />;
  } else if (detail) {
    body = (
      <ReviewForm
        key={detail.id}
        detail={detail}
        community={community}
        onSubmitted={onSubmitted}
        intro={
          <>
            {/* The reviewer's own review, hidden by a moderator: why. */}
            <RemovedContent removed={detail.removed} mine />
            <Facts detail={detail} />
            <TeachbackNotes detail={detail} />
            {/* Once reviewed, the conversation with the learner under it. */}
            {detail.status === 'completed' ? <ReplyThread reviewId={detail.id} /> : null}
          </>
        }
      />
    );
  } else if (query.isError) {
    body = (
      <SheetBody className="flex flex-col items-start gap-4">
        <Alert tone="error" className="w-full">
          {failureText(query.error)}
        </Alert>
        <SheetClose asChild>
          <Button variant="secondary">Close</Button>
        </SheetClose>
      </SheetBody>
    );
  } else {
    body = (
      <SheetBody>
        <Spinner label="Loading feedback…" />
      </SheetBody>
    );
  }

  return (
    <Sheet
      open={id !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={conversation ? REPLY_TEXTS.sheetTitle : title}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {body}
    </Sheet>
  );
}
