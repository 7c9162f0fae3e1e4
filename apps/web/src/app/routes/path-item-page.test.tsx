import { findCourse } from '@teachloop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCoursePath, buildExplanation } from '../../test/course-fixtures';
import {
  apiError,
  holdResponses,
  http,
  HttpResponse,
  json,
  recordRequests,
  server,
} from '../../test/msw-server';
import { findPageTitle, renderPage } from '../../test/render-page';

const python = findCourse('intro-to-python')!;
const item = python.path.find((candidate) => candidate.slug === 'variables')!;
const address = '/explore/intro-to-python/variables';

describe('/explore/{slug}/{item}', () => {
  it('shows the item’s prompt, key ideas and the viewer’s state, and Ask opens the challenge it made', async () => {
    const sent = recordRequests();
    const held = holdResponses();
    server.use(
      http.get('/api/courses/intro-to-python/path', () =>
        HttpResponse.json(buildCoursePath('intro-to-python', { states: { variables: 'being_taught' } })),
      ),
      http.post('/api/courses/intro-to-python/items/variables/ask', held.handler),
    );
    const { router, user } = renderPage(address);
    expect(await findPageTitle(item.title)).toBeInTheDocument();
    expect(screen.getByText(item.prompt)).toBeInTheDocument();
    const ideas = within(screen.getByRole('region', { name: 'Key ideas' })).getAllByRole('listitem');
    expect(ideas.map((idea) => idea.textContent)).toEqual([...item.keyIdeas]);
    expect(await screen.findByText('Being taught')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Back to ${python.title}` })).toHaveAttribute(
      'href',
      '/explore/intro-to-python',
    );

    await user.dblClick(screen.getByRole('button', { name: 'Ask for a teach-back' }));
    await held.received;
    expect(screen.getByRole('button', { name: 'Asking…' })).toBeDisabled();
    held.release(json({ challengeId: 'c7' }, 201));
    await waitFor(() => expect(router.location.pathname).toBe('/challenges/c7/work'));
    const asks = sent.to('POST', '/api/courses/intro-to-python/items/variables/ask');
    expect(asks).toHaveLength(1);
  });

  it('Teach it opens the explanation to write; a refusal is said', async () => {
    let calls = 0;
    server.use(
      http.post('/api/courses/intro-to-python/items/variables/teach', () =>
        ++calls === 1
          ? apiError(500, 'internal', 'boom')
          : HttpResponse.json({ teachbackId: 't5' }, { status: 201 }),
      ),
    );
    const { router, user } = renderPage(address);
    await findPageTitle(item.title);
    await user.click(await screen.findByRole('button', { name: 'Teach it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Couldn’t start your explanation. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Teach it' }));
    await waitFor(() => expect(router.location.pathname).toBe('/teachbacks/t5/work'));
  });

  it('lists the published explanations with their author, stars and helpful marks, and toggles Helpful', async () => {
    const sent = recordRequests();
    server.use(
      http.get('/api/courses/intro-to-python/items/variables/explanations', () =>
        HttpResponse.json({
          explanations: [
            buildExplanation({ teachbackId: 't1', body: 'A variable is a **label** on a box.', helpful: 2 }),
            buildExplanation({
              teachbackId: 't2',
              body: 'Second explanation',
              stars: 4,
              helpful: 0,
              author: { name: 'Private Person', handle: null },
            }),
          ],
          nextCursor: null,
        }),
      ),
      http.post('/api/explanations/t1/helpful', () => HttpResponse.json({ markedHelpful: true, helpful: 3 })),
      http.delete('/api/explanations/t1/helpful', () =>
        HttpResponse.json({ markedHelpful: false, helpful: 2 }),
      ),
    );
    const { user } = renderPage(address);
    const library = within(await screen.findByRole('region', { name: 'Published explanations' }));
    const [first, second] = await library.findAllByRole('article');
    // The Markdown is rendered (bold), not shown as written.
    expect(await within(first!).findByText('label', { selector: 'strong' })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Ada Tester' })).toHaveAttribute('href', '/u/ada');
    expect(within(first!).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(first).toHaveTextContent('2 helpful marks');
    expect(within(second!).queryByRole('link', { name: 'Private Person' })).not.toBeInTheDocument();
    expect(second).toHaveTextContent('0 helpful marks');

    const helpful = within(first!).getByRole('button', { name: 'Helpful' });
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await user.click(helpful);
    await waitFor(() => expect(helpful).toHaveAttribute('aria-pressed', 'true'));
    expect(first).toHaveTextContent('3 helpful marks');
    await user.click(helpful);
    await waitFor(() => expect(helpful).toHaveAttribute('aria-pressed', 'false'));
    expect(first).toHaveTextContent('2 helpful marks');
    expect(sent.to('POST', '/api/explanations/t1/helpful')).toHaveLength(1);
    expect(sent.to('DELETE', '/api/explanations/t1/helpful')).toHaveLength(1);
  });

  it('pages the library with Load more, and says when nothing is published', async () => {
    server.use(
      http.get('/api/courses/intro-to-python/items/variables/explanations', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return HttpResponse.json(
          cursor === 'next'
            ? {
                explanations: [buildExplanation({ teachbackId: 't2', body: 'Second page' })],
                nextCursor: null,
              }
            : { explanations: [buildExplanation({ body: 'First page' })], nextCursor: 'next' },
        );
      }),
    );
    const { user } = renderPage(address);
    expect(await screen.findByText('First page')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Second page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    renderPage('/explore/intro-to-python/data-types', { user: null });
    expect(
      await screen.findByText('No published explanations yet. Teach it and be the first.'),
    ).toBeInTheDocument();
  });

  it('shows a visitor the item and its library, with no Helpful, and Ask or Teach lead to log in and back', async () => {
    const sent = recordRequests();
    server.use(
      http.get('/api/courses/intro-to-python/items/variables/explanations', () =>
        HttpResponse.json({ explanations: [buildExplanation()], nextCursor: null }),
      ),
    );
    const { router, user } = renderPage(address, { user: null });
    await findPageTitle(item.title);
    expect(screen.getByText('Not started')).toBeInTheDocument();
    expect(await screen.findByRole('article')).toHaveTextContent('2 helpful marks');
    expect(screen.queryByRole('button', { name: 'Helpful' })).not.toBeInTheDocument();
    expect(sent.to('GET', '/api/courses/intro-to-python/path')).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Teach it' }));
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(router.location.state).toMatchObject({ from: { pathname: address } });
  });

  it('shows the not-found page for an unknown item', async () => {
    renderPage('/explore/intro-to-python/no-such-item', { user: null });
    expect(await findPageTitle('Page not found')).toBeInTheDocument();
  });
});
