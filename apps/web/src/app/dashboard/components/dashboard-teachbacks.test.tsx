import { screen, within } from '@testing-library/react';
import { DAY_MS } from '@teachloop/shared';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { stubApi, type FakeApi } from '../../../test/fake-api';
import { buildTeachback } from '../../../test/learning-fixtures';
import { renderApp } from '../../../test/render-app';
import { serveDashboard } from '../../../test/serve-dashboard';

let api: FakeApi;

beforeEach(() => {
  api = stubApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function duePanel() {
  return screen.getByRole('region', { name: 'Teach-backs due' });
}

describe('Dashboard teach-backs due', () => {
  it('shows at most five, with Start for pending ones and Continue for those in progress', async () => {
    const teachbacks = Array.from({ length: 6 }, (_, i) =>
      buildTeachback({ id: `t${i}`, prompt: `Prompt ${i}`, status: i === 1 ? 'in_progress' : 'pending' }),
    );
    serveDashboard(api, { teachbacks });
    renderApp('/dashboard');
    expect(await within(duePanel()).findByText('Prompt 0')).toBeInTheDocument();
    expect(within(duePanel()).getAllByRole('listitem')).toHaveLength(5);
    expect(within(duePanel()).queryByText('Prompt 5')).not.toBeInTheDocument();
    expect(within(duePanel()).getAllByRole('button', { name: 'Start' })).toHaveLength(4);
    expect(within(duePanel()).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/teachbacks/t1/work',
    );
    expect(within(duePanel()).getByRole('link', { name: /view all/i })).toHaveAttribute(
      'href',
      '/teachbacks',
    );
    expect(api.calls('GET', '/api/teachbacks')[0]?.search).toBe('?open=true');
  });

  it('starts a teach-back in place: it turns into Continue and keeps the keyboard focus', async () => {
    const pending = buildTeachback({ id: 't1', prompt: 'Teach back: Graphs' });
    serveDashboard(api, { teachbacks: [pending] });
    const started = { ...pending, status: 'in_progress' as const };
    api.on('POST', '/api/teachbacks/t1/start', () => {
      api.on('GET', '/api/teachbacks', { body: { teachbacks: [started] } });
      return Response.json({ teachback: started });
    });
    const { router, user } = renderApp('/dashboard');
    await user.click(await within(duePanel()).findByRole('button', { name: 'Start' }));

    const continueLink = await within(duePanel()).findByRole('link', { name: 'Continue' });
    expect(continueLink).toHaveAttribute('href', '/teachbacks/t1/work');
    expect(continueLink).toHaveFocus();
    expect(api.calls('POST', '/api/teachbacks/t1/start')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('says so when starting fails', async () => {
    serveDashboard(api, { teachbacks: [buildTeachback({ id: 't1' })] });
    api.fail('POST', '/api/teachbacks/t1/start', 500, 'internal');
    const { user } = renderApp('/dashboard');
    await user.click(await within(duePanel()).findByRole('button', { name: 'Start' }));
    expect(await within(duePanel()).findByRole('alert')).toHaveTextContent('Couldn’t start the teach-back.');
  });

  it('counts a teach-back that arrives live from its arrival, not from a clock up to a minute old', async () => {
    const opened = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(opened);
    onTestFinished(() => clock.mockRestore());
    serveDashboard(api);
    const { client } = renderApp('/dashboard');
    expect(await within(duePanel()).findByText('Nothing due right now. Nice!')).toBeInTheDocument();

    const arrived = opened + 45_000;
    clock.mockReturnValue(arrived);
    api.on('GET', '/api/teachbacks', {
      body: { teachbacks: [buildTeachback({ prompt: 'Teach back: Heaps', dueTs: arrived + DAY_MS })] },
    });
    await client.invalidateQueries({ queryKey: ['teachbacks'] });
    expect(await within(duePanel()).findByText('Requested by Grace · 1 day left')).toBeInTheDocument();
  });
});
