import { screen } from '@testing-library/react';
import { CONTACT_MESSAGES } from '@teachloop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordRequests } from '../../../test/msw-server';
import { fillValid, renderContactForm as renderForm } from './render-contact-form';

let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  requests = recordRequests();
});

describe('ContactForm validation', () => {
  it.each([
    ['Name', CONTACT_MESSAGES.nameRequired],
    ['Email', CONTACT_MESSAGES.emailRequired],
    ['Message', CONTACT_MESSAGES.messageRequired],
  ])('shows the %s required text on blur', async (label, text) => {
    const { user } = await renderForm();
    await user.click(screen.getByLabelText(label));
    await user.tab();
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(text);
  });

  it.each([
    ['Name', CONTACT_MESSAGES.nameRequired],
    ['Email', CONTACT_MESSAGES.emailRequired],
    ['Message', CONTACT_MESSAGES.messageRequired],
  ])('shows the %s required text on change, when the field is emptied', async (label, text) => {
    const { user } = await renderForm();
    const field = screen.getByLabelText(label);
    await user.type(field, 'x');
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    await user.clear(field);
    expect(field).toHaveAccessibleDescription(text);
  });

  it('checks the email shape while typing', async () => {
    const { user, email } = await renderForm();
    await user.type(email, 'ada@example');
    expect(email).toHaveAccessibleDescription(CONTACT_MESSAGES.emailInvalid);
    await user.type(email, '.com');
    expect(screen.queryByText(CONTACT_MESSAGES.emailInvalid)).not.toBeInTheDocument();
  });

  it('shows every required text on submit and sends nothing', async () => {
    const form = await renderForm();
    await form.user.click(form.submit());
    expect(form.name).toHaveAccessibleDescription(CONTACT_MESSAGES.nameRequired);
    expect(form.email).toHaveAccessibleDescription(CONTACT_MESSAGES.emailRequired);
    expect(form.message).toHaveAccessibleDescription(CONTACT_MESSAGES.messageRequired);
    expect(requests.all()).toEqual([]);
  });

  it('shows the invalid email text on submit', async () => {
    const form = await renderForm();
    await form.user.type(form.name, 'Ada');
    await form.user.type(form.email, 'ada example@x.io');
    await form.user.type(form.message, 'Hi');
    await form.user.click(form.submit());
    expect(form.email).toHaveAccessibleDescription(CONTACT_MESSAGES.emailInvalid);
    expect(requests.all()).toEqual([]);
  });

  it('limits each field to its maximum length', async () => {
    const form = await renderForm();
    expect(form.name).toHaveAttribute('maxLength', '100');
    expect(form.email).toHaveAttribute('maxLength', '200');
    expect(form.message).toHaveAttribute('maxLength', '5000');
  });
});

describe('ContactForm honeypot', () => {
  it('pretends success and sends nothing when the hidden field is filled', async () => {
    const form = await renderForm();
    await fillValid(form);
    await form.user.type(form.honeypot, 'https://spam.example');
    await form.user.click(form.submit());
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_MESSAGES.success);
    expect(requests.all()).toEqual([]);
    expect(form.name).toHaveValue('');
  });

  it('keeps the hidden field out of the tab order and away from assistive technology', async () => {
    const { honeypot } = await renderForm();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
