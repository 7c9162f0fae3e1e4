import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { GENERIC_MESSAGES } from '@teachloop/shared';
import { Button, ButtonLink } from '../../components/ui/button';
import { Container, Spinner } from '../../components/ui/page';
import { isFailedImport, reloadsFor } from '../failed-imports';

/**
 * Shown when a page throws while rendering (RouteErrorBoundary): inside the layout, so the header stays and the
 * user can still navigate away, or alone when the layout itself failed. When what failed is loading code (a
 * tab older than the last deploy), the page loads itself again instead, once (failed-imports.ts).
 *
 * A page that failed while the browser was offline recovers by itself when the connection returns: code that
 * failed to load can only come with the page loaded again (a browser never retries a failed import); any
 * other error gets a fresh render through `onRecover` (the boundary forgets the error).
 */
export function RouteErrorPage({ error, onRecover }: { error: unknown; onRecover?: () => void }) {
  const reloading = reloadsFor(error, window.location.href);
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);
  useEffect(() => {
    const recover = () => (isFailedImport(error) ? window.location.reload() : onRecover?.());
    window.addEventListener('online', recover);
    return () => window.removeEventListener('online', recover);
  }, [error, onRecover]);
  if (reloading) return <Spinner label="Loading the latest version of Teachloop…" />;
  return (
    <Container className="flex flex-col items-center gap-4 py-24 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
        <TriangleAlert className="size-7" aria-hidden />
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-fg">Something went wrong</h1>
      <p className="max-w-md text-muted">{GENERIC_MESSAGES.somethingWentWrong}</p>
      <div className="mt-2 flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <ButtonLink to="/" variant="secondary">
          Back to home
        </ButtonLink>
      </div>
    </Container>
  );
}
