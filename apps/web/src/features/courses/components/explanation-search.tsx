import { LIBRARY_LIMITS, type ExplanationSearchHit } from '@teachloop/shared';
import { SearchX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/common/load-failure';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SearchField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/page';
import { StarRating } from '../../../components/ui/star-rating';
import { loadErrorText } from '../../../lib/error-text';
import { useUrlParams } from '../../../lib/url-params';
import { useExplanationSearch } from '../api/explanations';
import { PATH_TEXTS } from '../course-path-texts';
import { AuthorName } from './author-name';

/** Where a hit lives: its item's page, scrolled to the explanation itself. */
const explanationHref = (hit: { course: string; item: string; teachbackId: string }) =>
  `/explore/${hit.course}/${hit.item}#explanation-${hit.teachbackId}`;

function SearchHit({ hit }: { hit: ExplanationSearchHit }) {
  return (
    <li className="flex flex-col gap-1 py-3">
      <Link to={explanationHref(hit)} className="font-medium wrap-anywhere text-primary hover:underline">
        {hit.title}
      </Link>
      <p className="text-sm wrap-anywhere text-fg">{hit.excerpt}</p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <span>
          {PATH_TEXTS.byAuthor} <AuthorName author={hit.author} />
        </span>
        <StarRating value={hit.stars} />
      </div>
    </li>
  );
}

function SearchResults({ q, course }: { q: string; course: string | undefined }) {
  const search = useExplanationSearch(q, course);
  if (search.isPending) return <Spinner label="Searching…" />;
  if (search.isError) {
    return (
      <LoadFailure
        message={loadErrorText(search.error, PATH_TEXTS.searchFailed)}
        onRetry={() => void search.refetch()}
      />
    );
  }
  if (search.data.results.length === 0)
    return <EmptyState icon={SearchX}>{PATH_TEXTS.searchEmpty(q)}</EmptyState>;
  return (
    <ul aria-label={PATH_TEXTS.searchResults} className="flex flex-col divide-y divide-line">
      {search.data.results.map((hit) => (
        <SearchHit key={hit.teachbackId} hit={hit} />
      ))}
    </ul>
  );
}

/**
 * 'Search explanations' over the published library (a course page searches its own course). The term lives in
 * the address (?q=), so a search can be shared and Back returns to it; it is sent when 'Search' is pressed.
 */
export function ExplanationSearch({ course }: { course?: string }) {
  const { params, update } = useUrlParams();
  const q = (params.get('q') ?? '').trim();
  const [term, setTerm] = useState(q);
  // The address changed under the box (Back, a shared link): show what it says.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setTerm(q);
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: term.trim() || null });
  };
  return (
    <div className="flex flex-col gap-4">
      <form role="search" onSubmit={onSubmit} className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <SearchField
            label={PATH_TEXTS.searchLabel}
            name="q"
            value={term}
            maxLength={LIBRARY_LIMITS.search}
            placeholder={PATH_TEXTS.searchPlaceholder}
            onChange={(event) => setTerm(event.target.value)}
          />
        </div>
        <Button type="submit">{PATH_TEXTS.searchButton}</Button>
      </form>
      {q ? <SearchResults q={q} course={course} /> : null}
    </div>
  );
}
