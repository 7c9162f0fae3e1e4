import { PUSH_TEXTS, type OnboardingSteps } from '@teachloop/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeBrowser,
  fakePushDevice,
  fakePushSupport,
  FAKE_SUBSCRIPTION,
} from '../../../test/fake-push-device';
import { http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';

// jsdom has no service worker or Push API: the browser's side is the fake; the API is MSW, as everywhere.
vi.mock('../../../features/notifications/push/push-device', (importOriginal) =>
  fakePushDevice(importOriginal),
);
vi.mock('../../../features/notifications/push/push-support', (importOriginal) =>
  fakePushSupport(importOriginal),
);

beforeEach(() => {
  fakeBrowser.reset();
  localStorage.clear();
});

function serveSteps(steps: Partial<OnboardingSteps>) {
  const onboarding = { createdChallenge: false, taughtBack: false, reviewed: false, ...steps };
  server.use(http.get('/api/onboarding', () => HttpResponse.json({ onboarding })));
}

/** The dashboard, once its parts are laid out (the stat cards are among them). */
async function openDashboard() {
  const page = renderPage('/dashboard');
  await findPageTitle(/^Hey Ada/);
  await screen.findByRole('heading', { name: 'Active challenges', level: 2 });
  return page;
}

const prompt = () => screen.queryByRole('region', { name: PUSH_TEXTS.promptTitle });

describe('the dashboard’s push prompt', () => {
  it('is not shown on a first visit, before any loop is completed', async () => {
    serveSteps({ createdChallenge: true });
    await openDashboard();
    await screen.findByRole('region', { name: 'Get started' });
    expect(prompt()).not.toBeInTheDocument();
  });

  it.each([
    ['a teach-back completed', { taughtBack: true }],
    ['a review given', { reviewed: true }],
  ])(
    'invites the student once a loop is completed (%s), without asking the browser yet',
    async (_, steps) => {
      serveSteps(steps);
      await openDashboard();
      const card = await screen.findByRole('region', { name: PUSH_TEXTS.promptTitle });
      expect(within(card).getByText(PUSH_TEXTS.promptBody)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: PUSH_TEXTS.promptAccept })).toBeInTheDocument();
      expect(fakeBrowser.asked).toBe(0);
    },
  );

  it.each([
    ['the browser cannot receive pushes', { supported: false }],
    ['notifications are blocked', { permission: 'denied' as const }],
    ['the browser was asked already', { permission: 'granted' as const }],
  ])('is not shown when %s', async (_, browser) => {
    Object.assign(fakeBrowser, browser);
    serveSteps({ taughtBack: true, reviewed: true, createdChallenge: true });
    await openDashboard();
    expect(prompt()).not.toBeInTheDocument();
  });

  it('stays away on this device once dismissed', async () => {
    serveSteps({ taughtBack: true });
    const { user } = await openDashboard();
    const card = await screen.findByRole('region', { name: PUSH_TEXTS.promptTitle });
    await user.click(within(card).getByRole('button', { name: PUSH_TEXTS.promptDismiss }));
    expect(prompt()).not.toBeInTheDocument();
    expect(fakeBrowser.asked).toBe(0);
  });

  it('does not come back on the next visit after Not now', async () => {
    serveSteps({ taughtBack: true });
    const first = await openDashboard();
    await first.user.click(await screen.findByRole('button', { name: PUSH_TEXTS.promptDismiss }));
    cleanup();
    await openDashboard();
    expect(prompt()).not.toBeInTheDocument();
  });

  it('turns push on with the settings page’s flow when accepted', async () => {
    serveSteps({ reviewed: true });
    server.use(http.post('/api/push/subscriptions', () => HttpResponse.json({ id: 'p1' }, { status: 201 })));
    const sent = recordRequests();
    const { user } = await openDashboard();
    const card = await screen.findByRole('region', { name: PUSH_TEXTS.promptTitle });
    await user.click(within(card).getByRole('button', { name: PUSH_TEXTS.promptAccept }));
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent(PUSH_TEXTS.enabled));
    expect(fakeBrowser.asked).toBe(1);
    expect(fakeBrowser.subscribedWith).toEqual(['BPushKeyOfTheServer']);
    expect(await sent.to('POST', '/api/push/subscriptions')[0]!.body).toEqual(FAKE_SUBSCRIPTION);
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});
