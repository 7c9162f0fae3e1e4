import { TriangleAlert } from 'lucide-react';
import { GENERIC_MESSAGES } from '@teachloop/shared';
import { Button, ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/page';

/**
 * Shown inside the layout when a page throws while rendering, instead of React Router's developer screen.
 * The header stays, so the user can still navigate away.
 */
export function RouteErrorPage() {
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
