import { screen, waitFor, within } from '@testing-library/react';
import type { OnboardingSteps } from '@teachloop/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTeachback } from '../../../test/learning-fixtures';
import { liveEvents } from '../../../test/live-events';
import { http, HttpResponse, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';

const NEW_USER: OnboardingSteps = { createdChallenge: false, taughtBack: false, reviewed: false };

function serveSteps(steps: OnboardingSteps) {
  server.use(http.get('/api/onboarding', () => HttpResponse.json({ onboarding: steps })));
}

const checklist = () => screen.findByRole('region', { name: 'Get started' });
/** Each step as its name reads: 'Create a challenge: Done' or '…: Not done yet'. */
const stepNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Getting started on the dashboard', () => {
  it('shows a new user the loop and its three steps, each with its action', async () => {
    serveSteps(NEW_USER);
    renderPage('/dashboard');
    await findPageTitle(/^Hey Ada/);
    const region = await checklist();
    expect(within(region).getByText(/^The loop: you post a challenge/)).toBeInTheDocument();
    expect(within(region).getByText('0 of 3 done')).toBeInTheDocument();
    expect(stepNames(region)).toEqual([
      'Create a challenge: Not done yet',
      'Teach one back: Not done yet',
      'Review one: Not done yet',
    ]);
    const link = (name: string) => within(region).getByRole('link', { name });
    expect(link('Create a challenge')).toHaveAttribute('href', '/challenges/create');
    expect(link('Find one to teach')).toHaveAttribute('href', '/challenges?view=open');
    expect(link('Go to feedback')).toHaveAttribute('href', '/feedback');
    // Nothing done yet: no praise for an empty list, and the panel offers a challenge to teach.
    const due = screen.getByRole('region', { name: 'Teach-backs due' });
    expect(
      await within(due).findByText('No teach-backs due yet. Pick a challenge that’s open to teach.'),
    ).toBeInTheDocument();
    expect(within(due).queryByText('Nothing due right now. Nice!')).not.toBeInTheDocument();
  });

  it('sends the teach-back step to the teach-backs already waiting for the user', async () => {
    serveSteps(NEW_USER);
    server.use(http.get('/api/teachbacks', () => HttpResponse.json({ teachbacks: [buildTeachback()] })));
    renderPage('/dashboard');
    const region = await checklist();
    expect(await within(region).findByRole('link', { name: 'Open your teach-backs' })).toHaveAttribute(
      'href',
      '/teachbacks',
    );
  });

  it('ticks steps off as live events report them, then goes away when all three are done', async () => {
    const live = liveEvents();
    serveSteps({ ...NEW_USER, createdChallenge: true });
    renderPage('/dashboard');
    const region = await checklist();
    expect(within(region).getByText('1 of 3 done')).toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: 'Create a challenge' })).not.toBeInTheDocument();
    await waitFor(() => expect(live.opened()).toBe(1));

    // The teach-back completed: a `teachbacks` event refetches the checklist.
    serveSteps({ createdChallenge: true, taughtBack: true, reviewed: false });
    live.push('teachbacks', ['t1']);
    expect(await within(region).findByText('2 of 3 done')).toBeInTheDocument();
    expect(stepNames(region)[1]).toBe('Teach one back: Done');
    // Someone who has taught one back may be told that nothing is due.
    expect(await screen.findByText('Nothing due right now. Nice!')).toBeInTheDocument();

    // The review submitted: a `feedback` event, and the checklist is done.
    serveSteps({ createdChallenge: true, taughtBack: true, reviewed: true });
    live.push('feedback', ['f1']);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument(),
    );
  });

  it('is not shown to someone who has done all three', async () => {
    renderPage('/dashboard');
    await findPageTitle(/^Hey Ada/);
    expect(await screen.findByText('Nothing due right now. Nice!')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
  });
});
