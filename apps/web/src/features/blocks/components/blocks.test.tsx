import { screen, within } from '@testing-library/react';
import type { BlockedUser, PublicProfile } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse, recordRequests, server } from '../../../test/msw-server';
import { renderPage } from '../../../test/render-page';

const lin: PublicProfile = {
  userId: 'user-lin',
  handle: 'lin-learner',
  name: 'Lin Learner',
  avatarUrl: null,
  bio: null,
  level: 1,
  xp: 0,
  badges: [],
  verifiedSkills: [],
  teachbacksCompleted: 0,
  reviewsGiven: 0,
};

describe('blocking a person', () => {
  it('blocks from a public profile after a confirmation that says what it does', async () => {
    server.use(
      http.get('/api/public-profiles/lin-learner', () => HttpResponse.json({ profile: lin })),
      http.post('/api/blocks', () =>
        HttpResponse.json({ blocked: { userId: lin.userId, name: lin.name, photoUrl: null, blockedAt: 1 } }),
      ),
    );
    const requests = recordRequests();
    const { user } = renderPage('/u/lin-learner');
    await user.click(await screen.findByRole('button', { name: 'Block Lin Learner' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Lin Learner?' });
    expect(dialog).toHaveAccessibleDescription(
      'You won’t be matched with each other, and you won’t see each other’s replies or join requests. They won’t be told.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You blocked Lin Learner.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await requests.bodies('POST', '/api/blocks')).toEqual([{ userId: 'user-lin' }]);
  });

  it('offers no Block to a signed-out visitor', async () => {
    server.use(http.get('/api/public-profiles/lin-learner', () => HttpResponse.json({ profile: lin })));
    renderPage('/u/lin-learner', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lin Learner' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Block/ })).not.toBeInTheDocument();
  });
});

describe('Settings → Blocked people', () => {
  it('lists the people I blocked and unblocks one', async () => {
    let blocked: BlockedUser[] = [
      { userId: 'user-lin', name: 'Lin Learner', photoUrl: null, blockedAt: Date.UTC(2026, 4, 2) },
      { userId: 'user-sam', name: 'Sam Second', photoUrl: null, blockedAt: Date.UTC(2026, 4, 1) },
    ];
    server.use(
      http.get('/api/blocks', () => HttpResponse.json({ blocked, nextCursor: null })),
      http.delete('/api/blocks/:userId', ({ params }) => {
        blocked = blocked.filter((person) => person.userId !== params.userId);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderPage('/settings/profile');
    const list = await screen.findByRole('list', { name: 'Blocked people' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Lin Learner'), expect.stringContaining('Sam Second')]);
    await user.click(within(list).getByRole('button', { name: 'Unblock Lin Learner' }));
    expect(await screen.findByText('You unblocked Lin Learner.')).toBeInTheDocument();
    expect(await within(list).findAllByRole('listitem')).toHaveLength(1);
  });

  it('says so when nobody is blocked', async () => {
    renderPage('/settings/profile');
    expect(await screen.findByText('You haven’t blocked anyone.')).toBeInTheDocument();
  });
});
