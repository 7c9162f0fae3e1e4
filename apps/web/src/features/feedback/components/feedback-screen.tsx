import type { FeedbackDetail } from '@teachloop/shared';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router';
import { PageHeading } from '../../../components/common/page-heading';
import { FEEDBACK_TEXTS } from '../feedback-texts';
import { FeedbackTabs } from './feedback-tabs';
import { ReviewSheet } from './review-sheet';
import { FEEDBACK_LINK_ATTRIBUTE, type FromListState } from './to-give-row';

function openedFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as FromListState).fromFeedbackList === true;
}

/** The row link that opens this request's panel, if the list shows it. */
function linkFor(id: string): HTMLElement | null {
  const links = document.querySelectorAll<HTMLElement>(`[${FEEDBACK_LINK_ATTRIBUTE}]`);
  return Array.from(links).find((link) => link.getAttribute(FEEDBACK_LINK_ATTRIBUTE) === id) ?? null;
}

/**
 * /feedback and /feedback/{id}: the tabs, and over them the side panel of the request in the address. Closing
 * the panel goes back to /feedback (Back in history when the list opened it, so Back does not reopen it) and
 * returns focus to the row's link, or to the page heading when the list does not show that row.
 */
export function FeedbackScreen() {
  const match = useMatch('/feedback/:id');
  // A review open to community reviewers opens the same panel at its own address (decision 023).
  const communityMatch = useMatch('/feedback/open/:id');
  const community = communityMatch !== null;
  const id = match?.params.id ?? communityMatch?.params.id;
  const location = useLocation();
  const navigate = useNavigate();
  const headingId = useId();
  const [notice, setNotice] = useState<string | null>(null);
  // The id of the last panel opened, read after it has closed (the address no longer names it then).
  const [lastId, setLastId] = useState(id);
  if (id !== undefined && id !== lastId) setLastId(id);

  function close() {
    if (openedFromList(location.state)) void navigate(-1);
    else void navigate('/feedback', { replace: true });
  }

  return (
    <>
      <PageHeading titleId={headingId} title={FEEDBACK_TEXTS.pageTitle} lead={FEEDBACK_TEXTS.lead} />
      <div aria-live="polite" className="empty:hidden">
        {notice ? (
          <p className="mb-6 flex items-center gap-2 rounded-lg border border-accent/40 bg-accent-soft px-4 py-3 text-sm font-medium text-fg">
            <CheckCircle2 aria-hidden className="size-4 shrink-0 text-accent" />
            {notice}
          </p>
        ) : null}
      </div>
      <FeedbackTabs />
      <ReviewSheet
        id={id}
        community={community}
        onClose={() => {
          setNotice(null);
          close();
        }}
        onSubmitted={(detail: FeedbackDetail) => {
          setNotice(FEEDBACK_TEXTS.submitted(detail.title));
          close();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const target = (lastId ? linkFor(lastId) : null) ?? document.getElementById(headingId);
          target?.focus();
        }}
      />
    </>
  );
}
