import { screen, within } from '@testing-library/react';
import { PUBLIC_PROFILE_MESSAGES, type ProfileVisibility, type PublicProfile } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { apiError, http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';

const lin: PublicProfile = {
  userId: 'user-lin',
  handle: 'lin-learner',
  name: 'Lin Learner',
  avatarUrl: null,
  bio: 'I explain recursion with dolls.',
  level: 3,
  xp: 1_250,
  badges: [{ id: 'first_teachback', earnedAt: Date.UTC(2026, 2, 3) }],
  verifiedSkills: [
    {
      topic: 'JavaScript',
      verifiedAt: Date.UTC(2026, 2, 4),
      peers: 2,
      reviews: [
        { rating: 5, reviewer: null },
        { rating: 4, reviewer: 'Sam Second' },
      ],
    },
  ],
  teachbacksCompleted: 7,
  reviewsGiven: 4,
};

describe('/u/{handle}', () => {
  it('shows a public profile to a signed-out visitor: name, bio, level, counts, skills', async () => {
    server.use(http.get('/api/public-profiles/lin-learner', () => HttpResponse.json({ profile: lin })));
    renderPage('/u/lin-learner', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lin Learner' })).toBeInTheDocument();
    expect(screen.getByText('I explain recursion with dolls.')).toBeInTheDocument();
    expect(screen.getByText('Level 3')).toBeInTheDocument();
    expect(screen.getByText('Verified by 2 peers')).toBeInTheDocument();
    const reviews = screen.getByRole('list', { name: 'Reviews that verified JavaScript' });
    expect(within(reviews).getByText('A peer')).toBeInTheDocument();
    expect(within(reviews).getByText('Sam Second')).toBeInTheDocument();
    expect(screen.getByText('First Teach-back')).toBeInTheDocument();
  });

  it('shows a completed course’s badge and its skill, verified by the path rather than by peers', async () => {
    const profile: PublicProfile = {
      ...lin,
      badges: [...lin.badges, { id: 'course:algebra-foundations', earnedAt: Date.UTC(2026, 2, 5) }],
      verifiedSkills: [
        ...lin.verifiedSkills,
        { topic: 'Algebra Foundations', verifiedAt: Date.UTC(2026, 2, 5), peers: 0, reviews: [] },
      ],
    };
    server.use(http.get('/api/public-profiles/lin-learner', () => HttpResponse.json({ profile })));
    renderPage('/u/lin-learner', { user: null });
    const badges = (await screen.findByRole('heading', { name: 'Badges' })).closest('section')!;
    expect(within(badges).getByText('Algebra Foundations')).toBeInTheDocument();
    const skill = screen.getByRole('heading', { level: 3, name: 'Algebra Foundations' }).closest('li')!;
    expect(skill).toHaveTextContent('Learning path completed');
    expect(skill).not.toHaveTextContent('Verified by 0 peers');
    expect(screen.queryByRole('list', { name: 'Reviews that verified Algebra Foundations' })).toBeNull();
  });

  it('shows the not-found page for a private or missing profile', async () => {
    server.use(
      http.get('/api/public-profiles/:handle', () =>
        apiError(404, 'not_found', PUBLIC_PROFILE_MESSAGES.notFound),
      ),
    );
    renderPage('/u/someone', { user: null });
    expect(await findPageTitle('Page not found')).toBeInTheDocument();
  });
});

/** /settings/profile as Ada, with the visibility API answering from `visibility` (a taken handle: 409). */
function renderSettings(visibility: ProfileVisibility) {
  let current = visibility;
  server.use(
    http.get('/api/profile/visibility', () => HttpResponse.json({ visibility: current })),
    http.patch('/api/profile/visibility', async ({ request }) => {
      const change = (await request.json()) as Partial<ProfileVisibility>;
      if (change.handle === 'taken-one')
        return apiError(409, 'conflict', PUBLIC_PROFILE_MESSAGES.handleTaken);
      current = { ...current, ...change };
      return HttpResponse.json({ visibility: current });
    }),
  );
  return renderPage('/settings/profile').user;
}

describe('the Public profile settings section', () => {
  it('switches the public profile on and the leaderboards off, saving each at once', async () => {
    const requests = recordRequests();
    const user = renderSettings({ handle: 'ada', publicProfile: false, showOnLeaderboards: true });
    const publicSwitch = await screen.findByRole('switch', { name: 'Public profile' });
    expect(publicSwitch).not.toBeChecked();
    await user.click(publicSwitch);
    expect(await screen.findByRole('link', { name: 'View your public page' })).toHaveAttribute(
      'href',
      '/u/ada',
    );
    await user.click(screen.getByRole('switch', { name: 'Show me on leaderboards' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show me on leaderboards' })).not.toBeChecked();
    const bodies = await Promise.all(
      requests.to('PATCH', '/api/profile/visibility').map((sent) => sent.body),
    );
    expect(bodies).toEqual([{ publicProfile: true }, { showOnLeaderboards: false }]);
  });

  it('says why a handle is refused, invalid here or taken on the server', async () => {
    const user = renderSettings({ handle: 'ada', publicProfile: true, showOnLeaderboards: true });
    const field = await screen.findByRole('textbox', { name: 'Handle' });
    await user.clear(field);
    await user.type(field, 'Ad');
    await user.click(screen.getByRole('button', { name: 'Save handle' }));
    expect(field).toHaveAccessibleDescription(PUBLIC_PROFILE_MESSAGES.handleTooShort);
    await user.clear(field);
    await user.type(field, 'taken-one');
    await user.click(screen.getByRole('button', { name: 'Save handle' }));
    expect(await screen.findByText(PUBLIC_PROFILE_MESSAGES.handleTaken)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
