import { GENERIC_MESSAGES, NOTIFICATION_KIND_SETTINGS, NOTIFICATION_MESSAGES } from '@teachloop/shared';
import { BellOff, BellRing, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/page';
import { ApiError } from '../../../lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

const TEXTS = {
  working: 'Unsubscribing…',
  doneTitle: 'You’re unsubscribed',
  done: (label: string) => `No more e-mails for “${label}”. You will still see these in the app.`,
  undo: 'Undo',
  backTitle: 'E-mails are back on',
  back: (label: string) => `You will get e-mails again for “${label}”.`,
  failedTitle: 'That link didn’t work',
  settings: 'Notification settings',
} as const;

/**
 * /unsubscribe?u=&k=&t=: an e-mail's one-click unsubscribe. Arriving is the click: the page unsubscribes at
 * once (scanners that only fetch the link do not run it), says what changed and offers Undo.
 */
export function UnsubscribeScreen() {
  const query = useLocation().search;
  const change = useUnsubscribe(query);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    change.mutate(false);
  }, [change]);

  const result = change.data;
  const label = result ? NOTIFICATION_KIND_SETTINGS[result.kind].label : '';
  const Icon = change.isError ? TriangleAlert : result?.delivery === 'email' ? BellRing : BellOff;
  return (
    <div className="flex flex-col items-center gap-4 py-24 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Icon aria-hidden className="size-7" />
      </span>
      {change.isError ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-fg">{TEXTS.failedTitle}</h1>
          <p role="alert" className="max-w-md text-muted">
            {change.error instanceof ApiError && change.error.code === 'unavailable'
              ? GENERIC_MESSAGES.unavailable
              : NOTIFICATION_MESSAGES.unsubscribeInvalid}
          </p>
        </>
      ) : !result ? (
        <>
          <h1 className="sr-only">{TEXTS.working}</h1>
          <Spinner label={TEXTS.working} />
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-fg">
            {result.delivery === 'email' ? TEXTS.backTitle : TEXTS.doneTitle}
          </h1>
          <p role="status" className="max-w-md text-muted">
            {result.delivery === 'email' ? TEXTS.back(label) : TEXTS.done(label)}
          </p>
          {result.delivery === 'in_app' ? (
            <Button variant="secondary" disabled={change.isPending} onClick={() => change.mutate(true)}>
              {TEXTS.undo}
            </Button>
          ) : null}
        </>
      )}
      <ButtonLink to="/settings/notifications" variant="secondary">
        {TEXTS.settings}
      </ButtonLink>
    </div>
  );
}
