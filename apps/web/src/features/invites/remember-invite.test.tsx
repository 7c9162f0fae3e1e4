import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderAuthRoute } from '../../test/render-auth-route';

const CODE = 'Zm9vYmFyYmF6cXV4cXV1eA';

/** The invite cookies the page wrote, as written (the path keeps them out of document.cookie here). */
function inviteCookiesWritten() {
  const set = vi.spyOn(document, 'cookie', 'set');
  return () => set.mock.calls.map(([value]) => value).filter((value) => value.startsWith('tl_invite='));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the sign-up page opened from an invite link', () => {
  it('leaves the code for the account’s creation, under /api/auth only and for an hour', async () => {
    const written = inviteCookiesWritten();
    renderAuthRoute(`/signup?invite=${CODE}`);
    await findPageHeading('Create your account');
    expect(written()).toEqual([`tl_invite=${CODE}; Path=/api/auth; Max-Age=3600; SameSite=Lax`]);
  });

  it.each([['not-a-code'], ['a%3Bb'], ['']])('ignores anything that is not a code (%s)', async (code) => {
    const written = inviteCookiesWritten();
    renderAuthRoute(`/signup?invite=${code}`);
    await findPageHeading('Create your account');
    expect(written()).toEqual([]);
  });
});
