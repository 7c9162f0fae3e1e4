import { Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useNow } from '../../../lib/use-now';
import { useFeedbackCounts } from '../api/feedback-counts';
import { useReceivedReviews, useReviewRequests } from '../api/learner-reviews';
import { useFeedbackRequestPages } from '../api/list-feedback';
import { FEEDBACK_TEXTS } from '../feedback-texts';
import { LazyOpenForReview } from './lazy-parts';
import { ReceivedRow } from './received-row';
import { RequestRow } from './request-row';
import { SearchableList } from './searchable-list';
import { ToGiveRow } from './to-give-row';

const TABS = ['toGive', 'received', 'requests', 'open'] as const;
type Tab = (typeof TABS)[number];
/** The tab's name in the address (?tab=received), so a reload or a shared link opens the same tab. */
const TAB_PARAMS: Record<Tab, string> = {
  toGive: 'to-give',
  received: 'received',
  requests: 'requests',
  open: 'open',
};

function tabFrom(param: string | null): Tab {
  return TABS.find((tab) => TAB_PARAMS[tab] === param) ?? 'toGive';
}

/** The count tile inside a tab: a number, or a placeholder while it loads (or when it failed). */
function Count({ value }: { value: number | undefined }) {
  return (
    <span aria-hidden className="text-2xl font-bold text-fg tabular-nums sm:text-3xl">
      {value === undefined ? (
        <span className="inline-block h-8 w-8 animate-pulse rounded bg-surface-2 align-middle" />
      ) : (
        value
      )}
    </span>
  );
}

function ToGivePanel() {
  const query = useFeedbackRequestPages();
  const now = useNow(query.dataUpdatedAt);
  return (
    <SearchableList
      query={query}
      placeholder={FEEDBACK_TEXTS.searchPlaceholder.toGive}
      searchFields={(request) => [request.title, request.learner, request.comment]}
    >
      {(request) => <ToGiveRow key={request.id} request={request} now={now} />}
    </SearchableList>
  );
}

function ReceivedPanel() {
  const query = useReceivedReviews();
  return (
    <SearchableList
      query={query}
      placeholder={FEEDBACK_TEXTS.searchPlaceholder.received}
      searchFields={(review) => [review.title, review.reviewer, review.comment]}
    >
      {(review) => <ReceivedRow key={review.id} review={review} />}
    </SearchableList>
  );
}

function RequestsPanel() {
  const query = useReviewRequests();
  return (
    <SearchableList
      query={query}
      placeholder={FEEDBACK_TEXTS.searchPlaceholder.requests}
      searchFields={(review) => [review.title, review.reviewer, review.comment]}
      empty={
        <>
          <span className="block">{FEEDBACK_TEXTS.requestsEmpty.title}</span>
          <span className="mt-1 block text-sm font-normal text-muted">
            {FEEDBACK_TEXTS.requestsEmpty.lead}
          </span>
          <Link
            to="/teachbacks"
            className="mt-3 inline-block text-sm font-semibold text-primary hover:underline"
          >
            {FEEDBACK_TEXTS.requestsEmpty.action}
          </Link>
        </>
      }
    >
      {(review) => <RequestRow key={review.id} review={review} />}
    </SearchableList>
  );
}

const PANELS: Record<Tab, ComponentType> = {
  toGive: ToGivePanel,
  received: ReceivedPanel,
  requests: RequestsPanel,
  open: LazyOpenForReview,
};

/**
 * To give, Received and Requests as accessible tabs (arrow keys move between them), each tile with its count.
 * Only the open tab's list is mounted and read; the others load when opened.
 */
export function FeedbackTabs() {
  const [params, setParams] = useSearchParams();
  const counts = useFeedbackCounts();
  const tab = tabFrom(params.get('tab'));
  return (
    <Tabs
      value={tab}
      onValueChange={(next) => {
        const chosen = tabFrom(TAB_PARAMS[next as Tab] ?? null);
        setParams(chosen === 'toGive' ? {} : { tab: TAB_PARAMS[chosen] }, { replace: true });
      }}
    >
      <TabsList aria-label="Feedback">
        {TABS.map((name) => {
          // 'Open for review' has no count tile: it is a list to browse, not a queue that is mine. 'To give'
          // counts what is still to review (its list also keeps the reviews given, for 'Review again').
          const count =
            name === 'open' ? undefined : name === 'toGive' ? counts.data?.waiting : counts.data?.[name];
          const label = FEEDBACK_TEXTS.tabs[name];
          return (
            // Named 'To give (3)': the visible name first, then the tile's number.
            <TabsTrigger
              key={name}
              value={name}
              aria-label={count === undefined ? label : `${label} (${count})`}
            >
              <span className="text-sm font-medium text-muted group-data-[state=active]:text-primary">
                {label}
              </span>
              {name === 'open' ? (
                <Users aria-hidden className="size-8 text-muted sm:size-9" />
              ) : (
                <Count value={count} />
              )}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {TABS.map((name) => {
        const Panel = PANELS[name];
        return (
          <TabsContent key={name} value={name}>
            {/* The tab's name at level 2: the rows' titles (h3) sit under it, not straight under the h1. */}
            <h2 className="sr-only">{FEEDBACK_TEXTS.tabs[name]}</h2>
            <Panel />
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
