import { Link } from 'react-router';
import { PageHeading } from '../../../components/common/page-heading';
import { Container } from '../../../components/ui/page';
import type { LegalPageText, LegalSection } from '../legal-texts';

function Section({ section }: { section: LegalSection }) {
  return (
    <section aria-labelledby={section.id} className="flex flex-col gap-3 border-t border-line pt-6">
      <h2 id={section.id} className="text-xl font-semibold tracking-tight text-fg">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="leading-relaxed text-muted">
          {paragraph}
        </p>
      ))}
      {section.items ? (
        <ul className="flex list-disc flex-col gap-2 pl-5 leading-relaxed text-muted marker:text-primary">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.links?.map((link) => (
        <p key={link.to}>
          <Link to={link.to} className="rounded font-semibold text-primary hover:underline">
            {link.label}
          </Link>
        </p>
      ))}
    </section>
  );
}

/** A plain public page of short sections (/terms, /privacy), rendered from its texts. */
export function LegalPage({ text }: { text: LegalPageText }) {
  return (
    <Container className="max-w-3xl pb-16">
      <PageHeading eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <div className="flex flex-col gap-8">
        {text.sections.map((section) => (
          <Section key={section.id} section={section} />
        ))}
      </div>
    </Container>
  );
}
