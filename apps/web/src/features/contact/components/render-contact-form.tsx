import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from './contact-form';

/**
 * Test helper: the form inside its own query client, with its fields found the way a user finds them, once
 * the validation code the form loads after it appears (lib/lazy-resolver.ts) has arrived: no person types
 * within those milliseconds, and a test that did would see its first check land a moment later.
 */
export async function renderContactForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  );
  await import('./contact-form-resolver');
  return {
    user: userEvent.setup(),
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    message: screen.getByLabelText('Message'),
    honeypot: screen.getByLabelText('Leave this field empty'),
    submit: () => screen.getByRole('button', { name: /send message|sending/i }),
  };
}

export type ContactFormHarness = Awaited<ReturnType<typeof renderContactForm>>;

export async function fillValid(form: ContactFormHarness) {
  await form.user.type(form.name, '  Ada Lovelace ');
  await form.user.type(form.email, ' ada@example.com ');
  await form.user.type(form.message, ' How do circles work? ');
}
