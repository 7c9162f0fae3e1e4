import { BookOpenText, Library } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { LoadFailure } from '../../../components/common/load-failure';
import { LoadMore } from '../../../components/common/load-more';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/page';
import { SectionCard } from '../../../components/ui/section-card';
import { loadErrorText } from '../../../lib/error-text';
import { loadedItems } from '../../../lib/paged-list';
import { useItemExplanations } from '../api/explanations';
import { PATH_TEXTS } from '../course-path-texts';
import { ExplanationCard } from './explanation-card';

/**
 * A link to one explanation (a search hit: #explanation-{id}) arrives before the list: once the list is shown,
 * scroll to it, once per address.
 */
function useScrollToHash(ready: boolean) {
  const { hash, key } = useLocation();
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !hash.startsWith('#explanation-') || scrolledFor.current === key) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    scrolledFor.current = key;
    target.scrollIntoView();
  }, [ready, hash, key]);
}

/** 'Published explanations': the item's library, ranked by the server, page by page. */
export function ExplanationList({ slug, item, signedIn }: { slug: string; item: string; signedIn: boolean }) {
  const query = useItemExplanations(slug, item);
  useScrollToHash(query.isSuccess);
  let body;
  if (query.isPending) body = <Spinner label="Loading explanations…" />;
  else if (query.isError)
    body = (
      <LoadFailure
        message={loadErrorText(query.error, PATH_TEXTS.explanationsFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  else {
    const explanations = loadedItems(query.data);
    body =
      explanations.length === 0 ? (
        <EmptyState icon={BookOpenText} framed={false}>
          {PATH_TEXTS.explanationsEmpty}
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-col divide-y divide-line">
            {explanations.map((explanation) => (
              <ExplanationCard key={explanation.teachbackId} explanation={explanation} signedIn={signedIn} />
            ))}
          </div>
          <LoadMore query={query} loaded={explanations.length} />
        </>
      );
  }
  return (
    <SectionCard title={PATH_TEXTS.explanations} icon={Library} cardClassName="gap-2">
      {body}
    </SectionCard>
  );
}
