import { COURSES } from '@teachloop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, http, HttpResponse, server } from '../../test/msw-server';
import { findPageTitle, renderPage } from '../../test/render-page';

const python = COURSES.find((course) => course.slug === 'intro-to-python')!;
const challenge = (id: string, title: string, topic = 'Python') => ({
  id,
  title,
  topic,
  level: 'Beginner',
  createdAt: Date.now() - 2 * 60 * 60 * 1000,
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
  it('shows a signed-in user the topics, levels and open challenges, and nothing about their owners', async () => {
    server.use(
      http.get('/api/courses/intro-to-python/challenges', () =>
        HttpResponse.json({
          challenges: [challenge('c1', 'What is a list?'), challenge('c2', 'Explain for loops', 'Loops')],
          nextCursor: null,
        }),
      ),
    );
    renderPage('/explore/intro-to-python');
    expect(await findPageTitle(python.title)).toBeInTheDocument();
    expect(screen.getByText(python.description)).toBeInTheDocument();
    const topics = within(screen.getByRole('region', { name: 'Topics covered' }));
    for (const topic of python.topics) {
      expect(topics.getByRole('link', { name: `Create a challenge on ${topic}` })).toHaveAttribute(
        'href',
        `/challenges/create?topic=${encodeURIComponent(topic)}`,
      );
    }
    expect(within(screen.getByRole('region', { name: 'Levels' })).getByText('Beginner')).toBeInTheDocument();

    const open = within(screen.getByRole('region', { name: 'Open challenges' }));
    expect(await open.findByRole('heading', { name: 'What is a list?' })).toBeInTheDocument();
    expect(open.getByRole('heading', { name: 'Explain for loops' })).toBeInTheDocument();
    expect(open.getAllByText('2 hours ago')).toHaveLength(2);
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
    await screen.findByRole('heading', { name: 'First page' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Second page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when no challenge is open, and offers a retry when the list fails', async () => {
    renderPage('/explore/cell-biology-essentials');
    expect(
      await screen.findByText('No open challenges on these topics yet. Create the first one.'),
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
    expect(await screen.findByRole('heading', { name: 'Solve for x' })).toBeInTheDocument();
  });

  it('shows a visitor the topics and a log-in link back here, and asks the API nothing', async () => {
    let asked = false;
    server.use(
      http.get('/api/courses/:slug/challenges', () => {
        asked = true;
        return HttpResponse.json({ challenges: [], nextCursor: null });
      }),
    );
    const { router } = renderPage('/explore/intro-to-python', { user: null });
    await findPageTitle(python.title);
    expect(screen.getByText('Python')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Log in to see open challenges' }));
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(router.location.state).toMatchObject({ from: { pathname: '/explore/intro-to-python' } });
    expect(asked).toBe(false);
  });

  it('shows the not-found page for an unknown course', async () => {
    renderPage('/explore/no-such-course', { user: null });
    expect(await findPageTitle('Page not found')).toBeInTheDocument();
  });
});
