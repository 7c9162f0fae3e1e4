import { CIRCLE_MESSAGES } from '@teachloop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildCircle,
  buildCircleDetail,
  buildCircleEntry,
  buildJoinRequest,
  buildMember,
} from '../../../test/circle-fixtures';
import { liveEvents } from '../../../test/live-events';
import { apiError, http, HttpResponse, json, recordRequests, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';

const ownCircle = buildCircle({
  id: 'k1',
  name: 'Quiet Readers',
  privacy: 'private',
  membership: 'owner',
  ownerId: 'u1',
  ownerName: 'Ada',
});
const members = [
  buildMember({ userId: 'u1', name: 'Ada', role: 'owner', level: 3, weekXp: 55, you: true }),
  buildMember({ userId: 'u2', name: 'Grace', level: 2, weekXp: 40 }),
  buildMember({ userId: 'u4', name: 'Edsger', level: 1, weekXp: 0 }),
];
const ownerView = buildCircleDetail({
  circle: ownCircle,
  members,
  requests: [buildJoinRequest({ id: 'r1', userId: 'u3', name: 'Linus', level: 1 })],
  leaderboard: [
    buildCircleEntry({ rank: 1, userId: 'u1', name: 'Ada', xp: 55, you: true }),
    buildCircleEntry({ rank: 2, userId: 'u2', name: 'Grace', xp: 40 }),
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(detail: ReturnType<typeof buildCircleDetail>) {
  server.use(http.get(`/api/circles/${detail.circle.id}`, () => HttpResponse.json(detail)));
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('a circle’s page', () => {
  it('shows the members with level and this week’s XP, the owner’s requests and the circle leaderboard', async () => {
    serve(ownerView);
    renderPage('/circles/k1');
    expect(await findPageTitle('Quiet Readers')).toBeInTheDocument();
    const rows = within(section('Members')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'AAdaYouOwnerLevel 355 XP this week',
      // Every other member can be blocked from here.
      'GGraceLevel 240 XP this weekBlock',
      'EEdsgerLevel 10 XP this weekBlock',
    ]);
    const board = within(section('This week’s leaderboard')).getAllByRole('listitem');
    expect(board.map((row) => row.textContent)).toEqual(['Rank 1AdaYou55 XP', 'Rank 2Grace40 XP']);
    expect(board[0]).toHaveAttribute('aria-current', 'true');
    expect(within(section('Requests to join')).getByText('Linus')).toBeInTheDocument();
    expect(screen.getByText('Private')).toBeInTheDocument();
    expect(screen.getByText('3 / 8 members')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Transfer ownership' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close circle' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave circle' })).not.toBeInTheDocument();
  });

  it('lets the owner approve or decline a request, and says what happened', async () => {
    serve(ownerView);
    const sent = recordRequests();
    server.use(
      http.post('/api/circles/k1/requests/r1/approve', () => {
        serve({ ...ownerView, requests: [] });
        return json({ circle: ownCircle });
      }),
    );
    const { user } = renderPage('/circles/k1');
    const queue = await screen.findByRole('region', { name: 'Requests to join' });
    await user.click(within(queue).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Linus is now a member.');
    expect(await within(queue).findByText('No one is waiting to join.')).toBeInTheDocument();
    expect(sent.to('POST', '/api/circles/k1/requests/r1/approve')).toHaveLength(1);
  });

  it('shows why an answer was refused', async () => {
    serve(ownerView);
    server.use(
      http.post('/api/circles/k1/requests/r1/decline', () =>
        apiError(409, 'conflict', CIRCLE_MESSAGES.requestDecided),
      ),
    );
    const { user } = renderPage('/circles/k1');
    const queue = await screen.findByRole('region', { name: 'Requests to join' });
    await user.click(within(queue).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CIRCLE_MESSAGES.requestDecided);
  });

  it('hands ownership to the member chosen in a dialog', async () => {
    serve(ownerView);
    const sent = recordRequests();
    server.use(
      http.post('/api/circles/k1/transfer', () => json({ circle: { ...ownCircle, membership: 'member' } })),
    );
    const { user } = renderPage('/circles/k1');
    await user.click(await screen.findByRole('button', { name: 'Transfer ownership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership' });
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Grace', 'Edsger']);
    await user.selectOptions(within(dialog).getByLabelText('New owner'), 'Edsger');
    await user.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Edsger now owns this circle.');
    expect(await sent.bodies('POST', '/api/circles/k1/transfer')).toEqual([{ userId: 'u4' }]);
  });

  it('closes the circle after a confirmation and returns to Find a Circle, which says so', async () => {
    serve(ownerView);
    const sent = recordRequests();
    server.use(http.post('/api/circles/k1/close', () => new HttpResponse(null, { status: 204 })));
    const { user, router } = renderPage('/circles/k1');
    await user.click(await screen.findByRole('button', { name: 'Close circle' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Close “Quiet Readers”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent.to('POST', '/api/circles/k1/close')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Close circle' }));
    const again = await screen.findByRole('alertdialog', { name: 'Close “Quiet Readers”?' });
    await user.click(within(again).getByRole('button', { name: 'Close circle' }));
    expect(await findPageTitle('Find a Circle')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/circles');
    const closed = await screen.findByText('You closed “Quiet Readers”.');
    expect(closed.closest('[role="status"]')).not.toBeNull();
    expect(sent.to('POST', '/api/circles/k1/close')).toHaveLength(1);
  });

  it('lets a member leave', async () => {
    const mine = buildCircle({ id: 'k5', name: 'Relay', membership: 'member' });
    serve(buildCircleDetail({ circle: mine }));
    server.use(
      http.post('/api/circles/k5/leave', () => {
        serve(buildCircleDetail({ circle: { ...mine, membership: 'none' } }));
        return json({ circle: { ...mine, membership: 'none' } });
      }),
    );
    const { user } = renderPage('/circles/k5');
    await user.click(await screen.findByRole('button', { name: 'Leave circle' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You left “Relay”.');
    expect(await screen.findByRole('button', { name: 'Join' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Close circle' })).not.toBeInTheDocument();
  });

  it('keeps a Private circle’s members to its members, and offers to ask', async () => {
    const hidden = buildCircle({ id: 'k6', name: 'Inner Circle', privacy: 'private', membership: 'none' });
    serve(buildCircleDetail({ circle: hidden, visible: false, members: [], leaderboard: [] }));
    renderPage('/circles/k6');
    expect(await findPageTitle('Inner Circle')).toBeInTheDocument();
    expect(screen.getByText(CIRCLE_MESSAGES.membersOnly)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Members' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request to join' })).toBeEnabled();
  });

  it('drops “Request … sent!” once the request is approved, names the rating, and shows members’ photos', async () => {
    const live = liveEvents();
    const asked = buildCircle({
      id: 'k7',
      name: 'Night Owls',
      privacy: 'private',
      membership: 'none',
      rating: 4,
      ratingCount: 4,
    });
    serve(buildCircleDetail({ circle: asked, visible: false, members: [], leaderboard: [] }));
    server.use(
      http.post('/api/circles/k7/requests', () => json({ circle: { ...asked, membership: 'pending' } })),
    );
    const { user } = renderPage('/circles/k7');
    expect(await findPageTitle('Night Owls')).toBeInTheDocument();
    expect(screen.getByText('Members’ average review:')).toBeInTheDocument();
    expect(screen.getByText('(4 reviews)')).toBeInTheDocument();
    serve(
      buildCircleDetail({
        circle: { ...asked, membership: 'pending' },
        visible: false,
        members: [],
        leaderboard: [],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Request to join' }));
    expect(await screen.findByText(CIRCLE_MESSAGES.requestSent('Night Owls'))).toBeInTheDocument();

    // The owner approves: the page learns it live, and the notice of a pending request goes.
    const owner = buildMember({
      userId: 'u9',
      name: 'Grace',
      role: 'owner',
      photoURL: '/api/avatars/u9/v1/256',
    });
    serve(
      buildCircleDetail({
        circle: { ...asked, membership: 'member' },
        members: [owner, buildMember({ userId: 'u1', name: 'Ada', you: true })],
        leaderboard: [],
      }),
    );
    await waitFor(() => expect(live.opened()).toBeGreaterThan(0));
    live.push('circles', ['k7']);
    expect(await screen.findByRole('region', { name: 'Members' })).toBeInTheDocument();
    expect(screen.queryByText(CIRCLE_MESSAGES.requestSent('Night Owls'))).not.toBeInTheDocument();
    const photo = within(section('Members')).getAllByRole('listitem')[0]!.querySelector('img');
    expect(photo).toHaveAttribute('src', '/api/avatars/u9/v1/64');
  });

  it('says when the circle does not exist (or was closed)', async () => {
    renderPage('/circles/gone');
    expect(await findPageTitle(CIRCLE_MESSAGES.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a circle' })).toHaveAttribute('href', '/circles');
  });
});
