import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/page';

/** The top band of a marketing page: an eyebrow, the page's one h1 and a lead paragraph. */
export function PageIntro({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: ReactNode }) {
  return (
    <div className="border-b border-line bg-linear-to-b from-primary-soft to-bg">
      <Container className="py-14 sm:py-20">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-fg sm:text-5xl">{title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-muted sm:text-xl">{lead}</p>
        </div>
      </Container>
    </div>
  );
}
