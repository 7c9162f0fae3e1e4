import type { ReactNode } from 'react';
import { cn } from './cn';
import { Container } from './page';

/** A section's h2 with an optional eyebrow and lead; its id labels the surrounding <section>. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'left',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  align?: 'left' | 'center';
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-fg sm:text-3xl">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-base leading-relaxed text-muted sm:text-lg">{lead}</p> : null}
    </div>
  );
}

/**
 * A full-width page section: a <section> labelled by its heading, the page container, the heading, and then
 * what the section shows (a grid of cards, a list).
 */
export function HeadedSection({
  className,
  children,
  ...heading
}: Parameters<typeof SectionHeading>[0] & { className: string; children: ReactNode }) {
  return (
    <section aria-labelledby={heading.id} className={className}>
      <Container>
        <SectionHeading {...heading} />
        {children}
      </Container>
    </section>
  );
}
