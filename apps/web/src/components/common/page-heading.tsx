import type { ReactNode } from 'react';
import { BackLink } from './back-link';
import { PageTitle } from './page-title';

/** The top of a signed-in page: an optional back link and eyebrow, the focusable h1, a lead and actions. */
export function PageHeading({
  back,
  eyebrow,
  title,
  lead,
  actions,
  titleId,
}: {
  back?: { to: string; label: string };
  /** The h1's id, for a part of the page that returns focus to it. */
  titleId?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 pt-8 pb-6 sm:pt-10">
      {back ? <BackLink to={back.to}>{back.label}</BackLink> : null}
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-3xl min-w-0">
          {eyebrow ? (
            <div className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</div>
          ) : null}
          <PageTitle id={titleId} className="wrap-anywhere">
            {title}
          </PageTitle>
          {lead ? <div className="mt-3 text-base text-muted">{lead}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-3 lg:shrink-0 lg:flex-nowrap">{actions}</div> : null}
      </div>
    </div>
  );
}
