import type { PublishedExplanation } from '@teachloop/shared';
import { useId } from 'react';
import { RichText } from '../../../components/common/rich-text';
import { StarRating } from '../../../components/ui/star-rating';
import { formatDate } from '../../../lib/format-date';
import { PATH_TEXTS } from '../course-path-texts';
import { AuthorName } from './author-name';
import { HelpfulToggle } from './helpful-toggle';

/** One published explanation: its author, stars and date, the Markdown rendered safely, and its helpful marks. */
export function ExplanationCard({
  explanation,
  signedIn,
}: {
  explanation: PublishedExplanation;
  signedIn: boolean;
}) {
  const bylineId = useId();
  return (
    <article
      id={`explanation-${explanation.teachbackId}`}
      aria-labelledby={bylineId}
      className="flex scroll-mt-24 flex-col gap-3 py-5"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <p id={bylineId}>
          {PATH_TEXTS.byAuthor} <AuthorName author={explanation.author} />
        </p>
        <StarRating value={explanation.stars} />
        <span>{formatDate(explanation.publishedAt)}</span>
      </div>
      <RichText source={explanation.body} className="text-fg" />
      <div className="flex flex-wrap items-center gap-3">
        {signedIn ? <HelpfulToggle explanation={explanation} describedBy={bylineId} /> : null}
        <span className="text-sm text-muted">{PATH_TEXTS.helpfulCount(explanation.helpful)}</span>
      </div>
    </article>
  );
}
