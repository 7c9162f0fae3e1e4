import { screen, waitFor } from '@testing-library/react';
import { CONTACT_MESSAGES } from '@teachloop/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillValid, jsonResponse, renderContactForm, stubFetch } from './render-contact-form';

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactForm sending', () => {
  it('sends the trimmed values, shows Sending… while pending, then the success text and empty fields', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const form = renderContactForm();
    await fillValid(form);
    await form.user.click(form.submit());

    const pending = await screen.findByRole('button', { name: 'Sending…' });
    expect(pending).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'How do circles work?',
      website: '',
    });

    answer(jsonResponse(201, { ok: true }));
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_MESSAGES.success);
    expect(form.name).toHaveValue('');
    expect(form.email).toHaveValue('');
    expect(form.message).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('shows the failure text when the server fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { error: { code: 'internal', message: 'boom' } }));
    const form = renderContactForm();
    await fillValid(form);
    await form.user.click(form.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.failure);
    expect(form.name).toHaveValue('  Ada Lovelace ');
  });

  it('shows the failure text when the network is down', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const form = renderContactForm();
    await fillValid(form);
    await form.user.click(form.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.failure);
  });

  it('shows the server’s own message when rate limited (429)', async () => {
    const message = 'Slow down: try again in a few minutes.';
    fetchMock.mockResolvedValue(jsonResponse(429, { error: { code: 'resource_exhausted', message } }));
    const form = renderContactForm();
    await fillValid(form);
    await form.user.click(form.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the server’s own message when it rejects the input (400)', async () => {
    const message = 'Message must be at most 5000 characters.';
    fetchMock.mockResolvedValue(jsonResponse(400, { error: { code: 'invalid_argument', message } }));
    const form = renderContactForm();
    await fillValid(form);
    await form.user.click(form.submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('clears an old failure when the message is sent again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { ok: true }));
    const form = renderContactForm();
    await fillValid(form);
    await form.user.click(form.submit());
    await screen.findByRole('alert');
    await form.user.click(form.submit());
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_MESSAGES.success);
  });
});
