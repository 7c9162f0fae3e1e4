import { Compass } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { Container } from '../../components/ui/page';

export function NotFoundPage() {
  return (
    <Container className="flex flex-col items-center gap-4 py-24 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Compass className="size-7" aria-hidden />
      </span>
      <p className="text-sm font-semibold tracking-widest text-primary">404</p>
      <h1 className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">Page not found</h1>
      <p className="max-w-md text-muted">
        We couldn’t find the page you were looking for. It may have moved, or the address may be mistyped.
      </p>
      <ButtonLink to="/" className="mt-2">
        Back to home
      </ButtonLink>
    </Container>
  );
}
