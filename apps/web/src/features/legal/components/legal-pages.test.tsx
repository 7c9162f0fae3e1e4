import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada } from '../../../test/msw-server';
import { renderPage, sessionShown } from '../../../test/render-page';

async function openAt(path: string, user: typeof ada | null) {
  const { router } = renderPage(path, { user });
  await sessionShown(user);
  return router;
}

describe('the terms and privacy pages', () => {
  it('says on /privacy how to download and delete your data, and whom to ask', async () => {
    await openAt('/privacy', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    for (const heading of [
      'What we store',
      'How long we keep it',
      'Download your data',
      'Delete your account',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const deletion = within(screen.getByRole('region', { name: 'Delete your account' }));
    expect(deletion.getByRole('link', { name: 'Open your account settings' })).toHaveAttribute(
      'href',
      '/settings/account',
    );
    const questions = within(screen.getByRole('region', { name: 'Questions' }));
    expect(questions.getByRole('link', { name: 'Write to us on the contact page' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('states the rules on /terms, moderation and no warranty included', async () => {
    await openAt('/terms', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms' })).toBeInTheDocument();
    for (const heading of ['Use it fairly', 'Your content', 'No cheating XP', 'Moderation', 'No warranty']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
  });
});

describe('where the pages are linked', () => {
  it('links them from the sign-up terms line, which leads to the page', async () => {
    const router = await openAt('/signup', null);
    const main = within(await screen.findByRole('main'));
    const terms = await main.findByRole('link', { name: 'Terms' });
    expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await userEvent.click(terms);
    expect(router.location.pathname).toBe('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms' })).toBeInTheDocument();
  });

  it('links them from the login terms line', async () => {
    await openAt('/login', null);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('links them from every footer', async () => {
    await openAt('/about', null);
    const legal = within(await screen.findByRole('navigation', { name: 'Footer' }));
    expect(legal.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(legal.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  });

  // /settings/account shows the same note (SettingsLegalNote); e2e/public-pages.spec.ts opens both pages.
  it('links them from the settings pages', async () => {
    await openAt('/settings/notifications', ada);
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(main.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  });
});
