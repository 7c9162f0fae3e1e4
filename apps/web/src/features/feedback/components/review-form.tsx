import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  REVIEW_MIN_COMMENT_FOR_XP,
  RUBRIC_CRITERIA,
  RUBRIC_LABELS,
  type FeedbackDetail,
  type Rubric,
} from '@teachloop/shared';
import { Send } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormErrorBanner } from '../../../components/common/form-error-banner';
import { Button } from '../../../components/ui/button';
import { mutateThen } from '../../../lib/mutate-then';
import { useOnce } from '../../../lib/use-once';
import { MarkdownField } from '../../../components/common/markdown-field';
import { SelectField } from '../../../components/ui/select-field';
import { SheetBody, SheetClose, SheetFooter } from '../../../components/ui/sheet';
import { StarRatingInput } from '../../../components/ui/star-rating-input';
import { actionErrorText } from '../../../lib/error-text';
import { useSubmitReview } from '../api/submit-review';
import { FEEDBACK_TEXTS } from '../feedback-texts';
import { formatNumber } from '../../../lib/format-number';

const NOT_RATED = '';
const RUBRIC_OPTIONS = [
  { value: NOT_RATED, label: 'Not rated' },
  ...Array.from({ length: REVIEW_LIMITS.maxStars }, (_, index) => ({
    value: String(index + 1),
    label: `${index + 1} out of ${REVIEW_LIMITS.maxStars}`,
  })),
];

/**
 * The review of one request: stars (a native radio group), the optional rubric (each can be set back to
 * 'Not rated'), comments and anonymity, prefilled from the review so far when revising. The values stay as
 * typed while live updates refetch the request. Stars are required: submitting without them sends nothing,
 * says so beside the stars and moves focus there.
 */
export function ReviewForm({
  detail,
  intro,
  onSubmitted,
  community = false,
}: {
  detail: FeedbackDetail;
  /** Written as a community reviewer (decision 023): sent to the community review's address. */
  community?: boolean;
  /** What is being reviewed, shown above the fields in the same scrolling body. */
  intro: ReactNode;
  onSubmitted: (detail: FeedbackDetail) => void;
}) {
  const submit = useSubmitReview();
  const nameBase = useId();
  const [rating, setRating] = useState(detail.rating ?? 0);
  const [rubric, setRubric] = useState<Rubric>(detail.rubric);
  const [comment, setComment] = useState(detail.comment ?? '');
  const [anonymous, setAnonymous] = useState(detail.anonymous);
  const [triedUnrated, setTriedUnrated] = useState(false);
  const starsRef = useRef<HTMLFieldSetElement>(null);

  const once = useOnce();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (rating < 1) {
      setTriedUnrated(true);
      submit.reset();
      starsRef.current?.querySelector('input')?.focus();
      return;
    }
    // Once however often it is clicked while submitting: the first review sends and pays.
    once(() =>
      mutateThen(
        submit,
        { id: detail.id, review: { rating, rubric, comment, anonymous }, community },
        { onSuccess: onSubmitted },
      ),
    );
  }

  const error = submit.isError ? actionErrorText(submit.error, REVIEW_MESSAGES.submitFailed) : null;
  return (
    <form onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col" noValidate>
      <SheetBody className="flex flex-col gap-6">
        {intro}
        <StarRatingInput
          ref={starsRef}
          legend="Rating"
          error={triedUnrated && rating < 1 ? REVIEW_MESSAGES.ratingRequired : undefined}
          name={`${nameBase}-rating`}
          value={rating}
          onChange={setRating}
          max={REVIEW_LIMITS.maxStars}
        />
        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="text-sm font-medium text-fg">
            Rubric <span className="font-normal text-muted">(optional)</span>
          </legend>
          <p className="-mt-1 text-xs text-muted">Rate any of these from 1 to 5, or leave them not rated.</p>
          <div className="grid gap-3 sm:grid-cols-3">
            {RUBRIC_CRITERIA.map((criterion) => (
              <SelectField
                key={criterion}
                label={RUBRIC_LABELS[criterion]}
                options={RUBRIC_OPTIONS}
                value={rubric[criterion] === null ? NOT_RATED : String(rubric[criterion])}
                onChange={(event) =>
                  setRubric((current) => ({
                    ...current,
                    [criterion]: event.target.value === NOT_RATED ? null : Number(event.target.value),
                  }))
                }
              />
            ))}
          </div>
        </fieldset>
        <MarkdownField
          label="Comments"
          rows={5}
          value={comment}
          maxLength={REVIEW_LIMITS.comment}
          hint={
            <>
              What worked, and what would make it clearer. Up to {formatNumber(REVIEW_LIMITS.comment)}{' '}
              characters.{' '}
              <span className="block">
                {FEEDBACK_TEXTS.commentEarns(REVIEW_MIN_COMMENT_FOR_XP, detail.points)}
              </span>
            </>
          }
          onChange={setComment}
        />
        <div className="flex items-start gap-3">
          <input
            id={`${nameBase}-anonymous`}
            type="checkbox"
            checked={anonymous}
            onChange={(event) => setAnonymous(event.target.checked)}
            aria-describedby={`${nameBase}-anonymous-hint`}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <div>
            <label htmlFor={`${nameBase}-anonymous`} className="text-sm font-medium text-fg">
              Anonymous review
            </label>
            <p id={`${nameBase}-anonymous-hint`} className="text-xs text-muted">
              {FEEDBACK_TEXTS.anonymousHint(detail.learner)}
            </p>
          </div>
        </div>
        <FormErrorBanner message={error} focusKey={submit.failureCount > 0 ? submit.submittedAt : null} />
        {detail.completesChallenge && !community ? (
          <p className="text-sm font-medium text-fg">{FEEDBACK_TEXTS.completesChallenge(detail.title)}</p>
        ) : null}
      </SheetBody>
      <SheetFooter>
        <SheetClose asChild>
          <Button variant="secondary">Cancel</Button>
        </SheetClose>
        <Button type="submit" disabled={submit.isPending}>
          <Send aria-hidden className="size-4" />
          {submit.isPending ? FEEDBACK_TEXTS.submitting : FEEDBACK_TEXTS.submit}
        </Button>
      </SheetFooter>
    </form>
  );
}
