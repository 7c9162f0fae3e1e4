import { screen, waitFor, within } from '@testing-library/react';
import { TEACHBACK_MIN_WORDS, type Teachback, type TeachbackContext } from '@teachloop/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildTeachback, buildTeachbackContext } from '../../test/learning-fixtures';
import { apiError, http, HttpResponse, recordRequests, server } from '../../test/msw-server';
import { findPageTitle, renderPage } from '../../test/render-page';

const LABEL = 'Publish in the course library if it is rated 4 stars or more';
const words = Array.from({ length: TEACHBACK_MIN_WORDS }, (_, index) => `step${index}`).join(' ');
const explained = buildTeachback({
  id: 't1',
  prompt: 'Explain variables',
  notes: `A variable names a value. ${words}`,
});
const completed: Teachback = { ...explained, status: 'completed' };
const answer = (item: Teachback) => HttpResponse.json({ teachback: item });
const serveContext = (context: Partial<TeachbackContext>) =>
  server.use(
    http.get('/api/teachbacks/t1/context', () =>
      HttpResponse.json({ context: buildTeachbackContext({ title: 'Variables', ...context }) }),
    ),
  );

beforeEach(() => localStorage.clear());

async function confirmDialog() {
  const view = renderPage('/teachbacks/t1/work');
  await findPageTitle('Variables');
  await view.user.click(await screen.findByRole('button', { name: 'Mark complete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Complete this teach-back?' });
  return { ...view, dialog };
}

describe('publishing an explanation of a path item when completing it', () => {
  it('offers the choice, off by default, and sends it with the completion', async () => {
    const sent = recordRequests();
    serveContext({ pathItem: 'intro-to-python/variables' });
    server.use(
      http.get('/api/teachbacks/t1', () => answer(explained)),
      http.post('/api/teachbacks/t1/complete', () => answer(completed)),
    );
    const { user, dialog } = await confirmDialog();
    const choice = await within(dialog).findByRole('checkbox', { name: LABEL });
    expect(choice).not.toBeChecked();
    expect(choice).toHaveAccessibleDescription(/You can change this later\./);
    await user.click(choice);
    await user.click(within(dialog).getByRole('button', { name: 'Complete teach-back' }));
    await findPageTitle(/^Hey Ada/);
    expect(await sent.bodies('POST', '/api/teachbacks/t1/complete')).toEqual([{ publish: true }]);
  });

  it('completes without a choice when left unticked, and asks nothing for a teach-back of no path item', async () => {
    const sent = recordRequests();
    serveContext({ pathItem: null });
    server.use(
      http.get('/api/teachbacks/t1', () => answer(explained)),
      http.post('/api/teachbacks/t1/complete', () => answer(completed)),
    );
    const { user, dialog } = await confirmDialog();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Complete teach-back' }));
    await findPageTitle(/^Hey Ada/);
    expect(await sent.bodies('POST', '/api/teachbacks/t1/complete')).toEqual([undefined]);
  });
});

describe('changing the choice later on the teach-back page', () => {
  it('switches publishing on and off, and says when the library holds it', async () => {
    const sent = recordRequests();
    serveContext({ pathItem: 'intro-to-python/variables', publish: false, published: false });
    server.use(
      http.get('/api/teachbacks/t1', () => answer(completed)),
      http.put('/api/teachbacks/t1/publish', async ({ request }) => {
        const { publish } = (await request.json()) as { publish: boolean };
        return HttpResponse.json({ publish, published: publish });
      }),
    );
    const { user } = renderPage('/teachbacks/t1/work');
    const library = await screen.findByRole('region', { name: 'Course library' });
    const toggle = within(library).getByRole('switch', { name: LABEL });
    expect(toggle).not.toBeChecked();
    expect(within(library).queryByText('In the library')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(await within(library).findByText('In the library')).toBeVisible();
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(within(library).queryByText('In the library')).not.toBeInTheDocument());
    expect(toggle).not.toBeChecked();
    expect(await sent.bodies('PUT', '/api/teachbacks/t1/publish')).toEqual([
      { publish: true },
      { publish: false },
    ]);
  });

  it('says a chosen one waits for its rating, and says so when saving fails', async () => {
    serveContext({ pathItem: 'intro-to-python/variables', publish: true, published: false });
    server.use(
      http.get('/api/teachbacks/t1', () => answer(completed)),
      http.put('/api/teachbacks/t1/publish', () => apiError(500, 'internal')),
    );
    const { user } = renderPage('/teachbacks/t1/work');
    const library = await screen.findByRole('region', { name: 'Course library' });
    const toggle = within(library).getByRole('switch', { name: LABEL });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'It joins the library once a review rates it 4 stars or more.',
    );
    await user.click(toggle);
    expect(await within(library).findByRole('alert')).toHaveTextContent('Couldn’t save your choice.');
    expect(toggle).toBeChecked();
  });

  it('shows no library choice for a teach-back of no path item', async () => {
    serveContext({ pathItem: null });
    server.use(http.get('/api/teachbacks/t1', () => answer(completed)));
    renderPage('/teachbacks/t1/work');
    await screen.findByRole('button', { name: 'Revise explanation' });
    expect(screen.queryByRole('region', { name: 'Course library' })).not.toBeInTheDocument();
  });
});
