import { AUTH_MESSAGES, PROFILE_MESSAGES } from '@teachloop/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile } from '../../../../test/learning-fixtures';
import {
  ada,
  apiError,
  http,
  HttpResponse,
  recordRequests,
  server,
  signedInAs,
} from '../../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../../test/render-page';

function serveProfile(overrides: Parameters<typeof buildProfile>[0] = {}) {
  let profile = buildProfile({ displayName: 'Ada', bio: 'Counting engines.', ...overrides });
  server.use(
    http.get('/api/profile', () => HttpResponse.json({ profile })),
    http.patch('/api/profile', async ({ request }) => {
      profile = { ...profile, ...((await request.json()) as object) };
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

describe('/settings/profile', () => {
  it('shows the saved name and bio, counts the bio, and saves both trimmed', async () => {
    serveProfile();
    const sent = recordRequests();
    const { user } = renderPage('/settings/profile');
    expect(await findPageTitle('Profile')).toBeInTheDocument();
    const details = within(await screen.findByRole('region', { name: 'Name and bio' }));
    const name = details.getByLabelText('Display name');
    expect(name).toHaveValue('Ada');
    expect(details.getByText('17 / 280')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, '  Ada Lovelace ');
    await user.type(details.getByLabelText('Bio'), '!');
    expect(details.getByText('18 / 280')).toBeInTheDocument();
    await user.click(details.getByRole('button', { name: 'Save profile' }));
    expect(await details.findByText('Profile saved.')).toBeInTheDocument();
    expect(await sent.to('PATCH', '/api/profile')[0]?.body).toEqual({
      displayName: 'Ada Lovelace',
      bio: 'Counting engines.!',
    });
  });

  it('refuses an empty or invisible name before sending, and shows the server’s reason for a refusal', async () => {
    serveProfile();
    const sent = recordRequests();
    const { user } = renderPage('/settings/profile');
    const details = within(await screen.findByRole('region', { name: 'Name and bio' }));
    const name = details.getByLabelText('Display name');
    await user.clear(name);
    await user.type(name, '\u200b ');
    await user.click(details.getByRole('button', { name: 'Save profile' }));
    expect(await details.findByText(AUTH_MESSAGES.fullNameRequired)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(sent.to('PATCH', '/api/profile')).toHaveLength(0);

    server.use(
      http.patch('/api/profile', () => apiError(400, 'invalid_argument', PROFILE_MESSAGES.textInvalid)),
    );
    await user.clear(name);
    await user.type(name, 'Ada');
    await user.click(details.getByRole('button', { name: 'Save profile' }));
    expect(await details.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.textInvalid);
  });

  it('uploads a photo as raw bytes, then offers to remove it', async () => {
    serveProfile();
    // Not recordRequests: it reads each body as JSON, and this one is an image's bytes.
    const uploads: string[] = [];
    server.use(
      http.post('/api/profile/avatar', async ({ request }) => {
        uploads.push(`${request.headers.get('content-type')} ${(await request.arrayBuffer()).byteLength}`);
        serveProfile({ photoURL: '/api/avatars/u1/v2/256' });
        return HttpResponse.json({ photoURL: '/api/avatars/u1/v2/256' }, { status: 201 });
      }),
    );
    const { user } = renderPage('/settings/profile');
    const photo = within(await screen.findByRole('region', { name: 'Photo' }));
    expect(photo.queryByRole('button', { name: 'Remove photo' })).toBeNull();
    const file = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    await user.upload(photo.getByLabelText('Upload photo'), file);
    expect(await photo.findByText('Photo updated.')).toBeInTheDocument();
    expect(uploads).toEqual(['application/octet-stream 3']);
    expect(await photo.findByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });

  it('refuses a file that is not a PNG, JPEG or WebP before uploading it', async () => {
    serveProfile();
    const sent = recordRequests();
    renderPage('/settings/profile');
    const photo = within(await screen.findByRole('region', { name: 'Photo' }));
    const gif = new File([new Uint8Array([1])], 'a.gif', { type: 'image/gif' });
    // As a browser whose picker let any file through.
    fireEvent.change(photo.getByLabelText('Upload photo'), { target: { files: [gif] } });
    expect(await photo.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.avatarWrongType);
    expect(sent.to('POST', '/api/profile/avatar')).toHaveLength(0);
  });
});

describe('a signed-in user without a name', () => {
  it('is asked to choose one before any page, then sees the page', async () => {
    serveProfile({ displayName: null });
    server.use(
      http.patch('/api/profile', () => {
        signedInAs({ ...ada, displayName: 'Ada Lovelace' });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderPage('/settings/profile', { user: { ...ada, displayName: null } });
    expect(await findPageTitle('Choose your name')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(AUTH_MESSAGES.fullNameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findPageTitle('Profile')).toBeInTheDocument();
  });
});
