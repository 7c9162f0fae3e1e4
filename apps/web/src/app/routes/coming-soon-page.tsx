import { Construction } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Badge, Container } from '../../components/ui/page';

/**
 * TEMPORARY: stands in for every page that is not built yet (login, signup, the signed-in area), so each route
 * of the spec already exists. Each later issue replaces its route's use of this with the real page; delete
 * this file when the last one is gone.
 */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Container className="py-16">
      <Card className="mx-auto flex max-w-xl flex-col items-center gap-4 px-8 py-12 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Construction className="size-7" aria-hidden />
        </span>
        <Badge>Coming soon</Badge>
        <h1 className="text-3xl font-bold tracking-tight text-fg">{title}</h1>
        <p className="max-w-md text-muted">This part of Teachloop is being built. Please check back soon.</p>
        <ButtonLink to="/" variant="secondary" className="mt-2">
          Back to home
        </ButtonLink>
      </Card>
    </Container>
  );
}
