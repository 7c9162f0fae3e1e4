import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { Container } from '../../../components/ui/page';

/** The closing call to action of a marketing page: an h2, a sentence and one link. */
export function CtaBanner({
  id,
  title,
  body,
  to,
  label,
}: {
  id: string;
  title: string;
  body: string;
  to: string;
  label: string;
}) {
  return (
    <section aria-labelledby={id} className="py-16 sm:py-20">
      <Container>
        <div className="flex flex-col items-start gap-6 rounded-card border border-line bg-surface p-8 shadow-sm sm:p-12 md:flex-row md:items-center md:justify-between">
          <div className="max-w-xl">
            <h2 id={id} className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
              {title}
            </h2>
            <p className="mt-3 text-base leading-relaxed text-muted sm:text-lg">{body}</p>
          </div>
          <ButtonLink to={to} size="lg" className="shrink-0">
            {label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
