import { COURSES } from '@teachloop/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, http, HttpResponse, server } from '../../test/msw-server';
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
