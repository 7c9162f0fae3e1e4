import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCircle, buildCircleDetail } from '../../../test/circle-fixtures';
import { http, HttpResponse, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';

/* A circle a moderator hid (or whose owner is suspended), as a member and as its owner see it. */

function serve(circle: ReturnType<typeof buildCircle>) {
  server.use(http.get(`/api/circles/${circle.id}`, () => HttpResponse.json(buildCircleDetail({ circle }))));
}

describe('a removed circle’s page', () => {
  it('is titled “Removed by a moderator” for a member, with no name or focus', async () => {
    serve(buildCircle({ id: 'k1', name: '', focus: '', membership: 'member', removed: { reason: null } }));
    renderPage('/circles/k1');
    expect(await findPageTitle('Removed by a moderator')).toBeInTheDocument();
  });

  it('keeps its name for the owner, with the moderator’s reason', async () => {
    serve(
      buildCircle({
        id: 'k2',
        name: 'Quiet Readers',
        membership: 'owner',
        removed: { reason: 'Name is a slur' },
      }),
    );
    renderPage('/circles/k2');
    expect(await findPageTitle('Quiet Readers')).toBeInTheDocument();
    expect(screen.getByText('Hidden by a moderator: Name is a slur')).toBeInTheDocument();
  });
});
