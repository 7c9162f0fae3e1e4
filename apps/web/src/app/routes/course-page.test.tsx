import { COURSES } from '@teachloop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCoursePath, buildSearchHit } from '../../test/course-fixtures';
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

const python = COURSES.find((course) => course.slug === 'intro-to-python')!;
const challenge = (id: string, title: string, topic = 'Python', own = false) => ({
  id,
  title,
  topic,
  level: 'Beginner',
  points: 10,
  createdAt: Date.parse('2026-03-02T10:00:00Z'),
  author: 'Ada Tester',
  own,
});

describe('/explore', () => {
  it('lists the five sample courses, each with a View Course link to its page', async () => {
    renderPage('/explore', { user: null });
    await findPageTitle('Explore');
    const links = screen.getAllByRole('link', { name: /^View Course/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      COURSES.map((course) => `/explore/${course.slug}`),
    );
    await userEvent.click(screen.getByRole('link', { name: `View Course: ${python.title}` }));
    expect(await findPageTitle(python.title)).toBeInTheDocument();
  });
});

describe('/explore/{slug}', () => {
  it('shows a signed-in user the topics, levels and the challenges open to teach, each with Accept', async () => {
    server.use(
      http.get('/api/courses/intro-to-python/challenges', () =>
        HttpResponse.json({
          challenges: [
            challenge('c1', 'What is a list?'),
            challenge('c2', 'Explain for loops', 'Loops', true),
          ],
          nextCursor: null,
        }),
      ),
      http.post('/api/challenges/c1/accept', () =>
        HttpResponse.json({ teachback: { id: 't1' } }, { status: 201 }),
      ),
    );
    const { router } = renderPage('/explore/intro-to-python');
    expect(await findPageTitle(python.title)).toBeInTheDocument();
    expect(screen.getByText(python.description)).toBeInTheDocument();
    const topics = within(screen.getByRole('region', { name: 'Topics covered' }));
    for (const topic of python.topics) {
      const create = topics.getByRole('link', { name: `Create a challenge on ${topic}` });
      expect(create).toHaveAttribute('href', `/challenges/create?topic=${encodeURIComponent(topic)}`);
      // WCAG 2.5.3: the name is made of the visible words, with the topic added only for screen readers.
      expect(create).not.toHaveAttribute('aria-label');
    }
    expect(within(screen.getByRole('region', { name: 'Levels' })).getByText('Beginner')).toBeInTheDocument();

    const open = within(screen.getByRole('region', { name: 'Open to teach' }));
    const [first, own] = await open.findAllByRole('listitem');
    expect(first).toHaveTextContent('What is a list?');
    expect(first).toHaveTextContent('Python · Beginner · 10 points · by Ada Tester');
    expect(own).toHaveTextContent('Your challenge');
    expect(within(own!).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(first!).getByRole('button', { name: 'Accept challenge' }));
    await waitFor(() => expect(router.location.pathname).toBe('/teachbacks/t1/work'));
  });

  it('pages with Load more', async () => {
    server.use(
      http.get('/api/courses/intro-to-python/challenges', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return HttpResponse.json(
          cursor === 'next'
            ? { challenges: [challenge('c2', 'Second page')], nextCursor: null }
            : { challenges: [challenge('c1', 'First page')], nextCursor: 'next' },
        );
      }),
    );
    renderPage('/explore/intro-to-python');
    await screen.findByText('First page');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Second page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when no challenge is open, and offers a retry when the list fails', async () => {
    renderPage('/explore/cell-biology-essentials');
    expect(
      await screen.findByText('No challenges on these topics are waiting for a teacher right now.'),
    ).toBeInTheDocument();

    let calls = 0;
    server.use(
      http.get('/api/courses/algebra-foundations/challenges', () =>
        ++calls === 1
          ? apiError(500, 'internal', 'boom')
          : HttpResponse.json({
              challenges: [challenge('c1', 'Solve for x', 'Equations')],
              nextCursor: null,
            }),
      ),
    );
    renderPage('/explore/algebra-foundations');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Solve for x')).toBeInTheDocument();
  });

  it('shows a visitor the open challenges with a log-in link that comes back here', async () => {
    server.use(
      http.get('/api/courses/:slug/challenges', () =>
        HttpResponse.json({ challenges: [challenge('c1', 'What is a list?')], nextCursor: null }),
      ),
    );
    const { router } = renderPage('/explore/intro-to-python', { user: null });
    await findPageTitle(python.title);
    expect(await screen.findByText('What is a list?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept challenge' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Log in to accept' }));
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(router.location.state).toMatchObject({ from: { pathname: '/explore/intro-to-python' } });
  });

  it('shows the not-found page for an unknown course', async () => {
    renderPage('/explore/no-such-course', { user: null });
    expect(await findPageTitle('Page not found')).toBeInTheDocument();
  });
});

describe('/explore/{slug} learning path', () => {
  const path = python.path;

  it('lists the path in order with the viewer’s state on each item and the progress, then starts it', async () => {
    let started = false;
    const states = { [path[0]!.slug]: 'taught_by_you', [path[1]!.slug]: 'asked' } as const;
    server.use(
      http.get('/api/courses/intro-to-python/path', () =>
        HttpResponse.json(buildCoursePath('intro-to-python', { started, states })),
      ),
      http.post('/api/courses/intro-to-python/path/start', () => {
        started = true;
        return HttpResponse.json({ started: true });
      }),
    );
    const { user } = renderPage('/explore/intro-to-python');
    const section = within(await screen.findByRole('region', { name: 'Learning path' }));
    const items = await section.findAllByRole('listitem');
    expect(items).toHaveLength(path.length);
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(path.map((i) => i.title));
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      `/explore/intro-to-python/${path[0]!.slug}`,
    );
    await waitFor(() => expect(items[0]).toHaveTextContent('Taught by you'));
    expect(items[1]).toHaveTextContent('Asked');
    expect(items[2]).toHaveTextContent('Not started');
    expect(section.getByText(`1 of ${path.length} done`)).toBeInTheDocument();
    const bar = section.getByRole('progressbar', { name: 'Path progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', String(path.length));

    await user.click(section.getByRole('button', { name: 'Start this path' }));
    expect(await section.findByText('You started this path')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Start this path' })).not.toBeInTheDocument();
    // The open challenges are still below the path.
    expect(screen.getByRole('heading', { name: 'Open to teach' })).toBeInTheDocument();
  });

  it('says so when starting fails, and sends one start however fast it is clicked', async () => {
    const sent = recordRequests();
    const held = holdResponses();
    server.use(http.post('/api/courses/intro-to-python/path/start', held.handler));
    const { user } = renderPage('/explore/intro-to-python');
    const section = within(await screen.findByRole('region', { name: 'Learning path' }));
    const start = await section.findByRole('button', { name: 'Start this path' });
    await user.dblClick(start);
    await held.received;
    expect(section.getByRole('button', { name: 'Starting…' })).toBeDisabled();
    held.release(json({ error: { code: 'internal', message: 'boom' } }, 500));
    expect(await section.findByRole('alert')).toHaveTextContent('Couldn’t start the path. Please try again.');
    expect(sent.to('POST', '/api/courses/intro-to-python/path/start')).toHaveLength(1);
  });

  it('shows a visitor every item not started without asking for a path, and Start leads to log in and back', async () => {
    const sent = recordRequests();
    const { router, user } = renderPage('/explore/intro-to-python', { user: null });
    await findPageTitle(python.title);
    const section = within(screen.getByRole('region', { name: 'Learning path' }));
    const items = section.getAllByRole('listitem');
    for (const item of items) expect(item).toHaveTextContent('Not started');
    expect(section.getByText(`0 of ${path.length} done`)).toBeInTheDocument();
    expect(sent.to('GET', '/api/courses/intro-to-python/path')).toHaveLength(0);
    await user.click(section.getByRole('link', { name: 'Start this path' }));
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(router.location.state).toMatchObject({ from: { pathname: '/explore/intro-to-python' } });
  });
});

describe('Search explanations', () => {
  it('searches the course’s library, keeps the term in the address and links each hit to its explanation', async () => {
    const sent = recordRequests();
    server.use(
      http.get('/api/explanations/search', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        return HttpResponse.json({ results: q === 'name' ? [buildSearchHit({ teachbackId: 't9' })] : [] });
      }),
    );
    const { router, user } = renderPage('/explore/intro-to-python', { user: null });
    await findPageTitle(python.title);
    await user.type(screen.getByRole('searchbox', { name: 'Search explanations' }), 'name');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = within(await screen.findByRole('list', { name: 'Search results' }));
    const hit = results.getByRole('link', { name: 'Explain what a variable is' });
    expect(hit).toHaveAttribute('href', '/explore/intro-to-python/variables#explanation-t9');
    expect(results.getByText('A variable is a name for a value.')).toBeInTheDocument();
    expect(results.getByRole('link', { name: 'Ada Tester' })).toHaveAttribute('href', '/u/ada');
    expect(results.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(router.location.search).toBe('?q=name');
    expect(sent.to('GET', '/api/explanations/search')[0]!.search).toBe('?q=name&course=intro-to-python');

    await user.clear(screen.getByRole('searchbox', { name: 'Search explanations' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search explanations' }), 'zebra');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No published explanations match “zebra”.')).toBeInTheDocument();
  });

  it('on /explore searches every course, from a shared address too', async () => {
    const sent = recordRequests();
    server.use(
      http.get('/api/explanations/search', () =>
        HttpResponse.json({ results: [buildSearchHit({ author: { name: 'Hidden Handle', handle: null } })] }),
      ),
    );
    renderPage('/explore?q=variable', { user: null });
    expect(await screen.findByText('A variable is a name for a value.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search explanations' })).toHaveValue('variable');
    // Without a public profile the author's name is not a link.
    expect(screen.getByText('Hidden Handle')).not.toHaveAttribute('href');
    expect(screen.queryByRole('link', { name: 'Hidden Handle' })).not.toBeInTheDocument();
    expect(sent.to('GET', '/api/explanations/search')[0]!.search).toBe('?q=variable');
  });
});
