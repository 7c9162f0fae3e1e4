import { TriangleAlert } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Container } from '../components/ui/page';
import { CONNECTION_TEXTS } from '../components/common/connection/connection-texts';
import { useRetrySession } from '../lib/session';

/**
 * The session check failed (a 5xx, no network): not a sign-out, so the page says so and offers 'Try again'.
 * Built like the route error page from what every page's first load already holds (it is part of the entry
 * chunk, under the /login budget), rather than from the signed-in pages' headings and alerts.
 */
export function SessionError() {
  const { retry, checking } = useRetrySession();
  return (
    <Container className="flex flex-col items-center gap-4 py-24 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
        <TriangleAlert className="size-7" aria-hidden />
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-fg">{CONNECTION_TEXTS.sessionErrorTitle}</h1>
      <p role="alert" className="max-w-md text-muted">
        {CONNECTION_TEXTS.sessionError}
      </p>
      {/* Busy, it stays focusable (aria-disabled, not disabled), so the keyboard user keeps their place. */}
      <Button className="mt-2" aria-disabled={checking} onClick={checking ? undefined : retry}>
        {checking ? CONNECTION_TEXTS.tryingAgain : CONNECTION_TEXTS.tryAgain}
      </Button>
    </Container>
  );
}
