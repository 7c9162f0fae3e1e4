import { screen, within } from '@testing-library/react';
import type { NextPathItemResponse } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse, json, server } from '../../../test/msw-server';
import { findPageTitle, renderPage } from '../../../test/render-page';

const card = () => screen.findByRole('region', { name: 'Next on your path' });

describe('Next on your path', () => {
  it('names the next item, linked to its page, with its course and how far the path has come', async () => {
    server.use(
      http.get('/api/paths/next', () =>
        HttpResponse.json({
          next: {
            course: 'algorithms',
            courseTitle: 'Algorithms',
            item: 'binary-search',
            itemTitle: 'Binary search',
            state: 'asked',
            done: 2,
            total: 8,
          },
        } satisfies NextPathItemResponse),
      ),
    );
    renderPage('/dashboard');
    await findPageTitle(/^Hey Ada/);
    const region = await card();
    const item = await within(region).findByRole('link', { name: 'Binary search' });
    expect(item).toHaveAttribute('href', '/explore/algorithms/binary-search');
    expect(region).toHaveTextContent('Algorithms');
    expect(region).toHaveTextContent('2 of 8 done');
    expect(within(region).getByText('Asked')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'All courses' })).toHaveAttribute('href', '/explore');
  });

  it('invites a student with no path started to pick a course', async () => {
    renderPage('/dashboard');
    const region = await card();
    expect(await within(region).findByText('No learning path started yet.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Explore courses' })).toHaveAttribute('href', '/explore');
    expect(within(region).queryByText(/of \d+ done/)).not.toBeInTheDocument();
  });

  it('says it could not load the path, and names it in the box of failed parts', async () => {
    server.use(
      http.get('/api/paths/next', () => json({ error: { code: 'internal', message: 'boom' } }, 500)),
    );
    renderPage('/dashboard');
    const region = await card();
    expect(await within(region).findByText('Couldn’t load your learning path.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Couldn’t load your learning path.');
  });
});
