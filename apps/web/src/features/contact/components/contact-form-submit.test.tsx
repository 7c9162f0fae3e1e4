import { screen, waitFor } from '@testing-library/react';
import { CONTACT_MESSAGES } from '@teachloop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  apiError,
  holdResponses,
  http,
  HttpResponse,
  json,
  recordRequests,
  server,
} from '../../../test/msw-server';
import { fillValid, renderContactForm } from './render-contact-form';

const CONTACT = '/api/contact';
let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  requests = recordRequests();
});

describe('ContactForm sending', () => {
  it('sends the trimmed values, shows Sending… while pending, then the success text and empty fields', async () => {
    const held = holdResponses();
    server.use(http.post(CONTACT, held.handler));
    const form = await renderContactForm();
    await fillValid(form);
    await form.user.click(form.submit());

    const pending = await screen.findByRole('button', { name: 'Sending…' });
    expect(pending).toBeDisabled();
    expect(requests.all()).toHaveLength(1);
    expect(requests.to('POST', CONTACT)).toHaveLength(1);
    expect(await requests.bodies('POST', CONTACT)).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        message: 'How do circles work?',
        website: '',
      },
    ]);

    held.release(json({ ok: true }, 201));
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_MESSAGES.success);
    expect(form.name).toHaveValue('');
    expect(form.email).toHaveValue('');
    expect(form.message).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('shows the failure text when the server fails', async () => {
    server.use(http.post(CONTACT, () => apiError(500, 'internal', 'boom')));
    const form = await renderContactForm();
    await fillValid(form);
    await form.user.click(form.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.failure);
    expect(form.name).toHaveValue('  Ada Lovelace ');
  });

  it('shows the failure text when the network is down', async () => {
    server.use(http.post(CONTACT, () => HttpResponse.error()));
    const form = await renderContactForm();
    await fillValid(form);
    await form.user.click(form.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.failure);
  });

  it('shows the server’s own message when rate limited (429)', async () => {
    const message = 'Slow down: try again in a few minutes.';
    server.use(http.post(CONTACT, () => apiError(429, 'resource_exhausted', message)));
    const form = await renderContactForm();
    await fillValid(form);
    await form.user.click(form.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the server’s own message when it rejects the input (400)', async () => {
    const message = 'Message must be at most 5000 characters.';
    server.use(http.post(CONTACT, () => apiError(400, 'invalid_argument', message)));
    const form = await renderContactForm();
    await fillValid(form);
    await form.user.click(form.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('clears an old failure when the message is sent again', async () => {
    // The first listed handler wins; once used, the next one answers.
    server.use(
      http.post(CONTACT, () => HttpResponse.error(), { once: true }),
      http.post(CONTACT, () => json({ ok: true }, 201)),
    );
    const form = await renderContactForm();
    await fillValid(form);
    await form.user.click(form.submit());
    await screen.findByRole('alert');
    await form.user.click(form.submit());
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_MESSAGES.success);
  });
});
