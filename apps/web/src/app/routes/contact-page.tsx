import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/page';
import { ContactForm } from '../../features/contact/components/contact-form';
import { PageIntro } from '../../features/marketing/components/page-intro';
import { SupportDetails } from '../../features/marketing/components/support-details';

export function ContactPage() {
  return (
    <>
      <PageIntro
        eyebrow="Support"
        title="Contact us"
        lead="Questions, ideas or something not working? Send us a message: a person on the Teachloop team reads it and replies by email."
      />
      <Container className="grid gap-8 py-16 sm:py-20 lg:grid-cols-[1.6fr_1fr] lg:items-start">
        <section aria-labelledby="contact-form-title">
          <Card className="sm:p-8">
            <h2 id="contact-form-title" className="text-xl font-bold tracking-tight text-fg">
              Send us a message
            </h2>
            <p className="mt-2 mb-6 text-sm text-muted">All fields are required.</p>
            <ContactForm />
          </Card>
        </section>
        <SupportDetails />
      </Container>
    </>
  );
}
