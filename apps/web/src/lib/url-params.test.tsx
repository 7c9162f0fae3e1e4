import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlParams } from './url-params';

/** Two filters of one page, each with its own hook, and the address the router has rendered. */
function TwoFilters({ onReady }: { onReady: (updates: { level: () => void; term: () => void }) => void }) {
  const levels = useUrlParams();
  const terms = useUrlParams();
  onReady({
    level: () => levels.update({ level: 'Advanced' }),
    term: () => terms.update({ q: 'graphs' }, { replace: true }),
  });
  return <output aria-label="Address">{useLocation().search}</output>;
}

/** The two filters at `entry`; each call reaches the filters as the page last rendered them. */
function renderFilters(entry: string) {
  let updates: { level: () => void; term: () => void } | undefined;
  render(
    <MemoryRouter initialEntries={[entry]}>
      <TwoFilters onReady={(next) => (updates = next)} />
    </MemoryRouter>,
  );
  return { level: () => updates!.level(), term: () => updates!.term() };
}

const address = () => screen.getByRole('status', { name: 'Address' });

describe('useUrlParams', () => {
  it('keeps a change asked for before the router rendered the previous one', () => {
    const updates = renderFilters('/circles');
    // A filter chip is clicked, and the search box's pause ends before the router has rendered the click.
    act(() => {
      updates.level();
      updates.term();
    });
    expect(address()).toHaveTextContent('?level=Advanced&q=graphs');
  });

  it('builds on the address again once the router has rendered it', () => {
    const updates = renderFilters('/circles?q=trees');
    act(() => updates.level());
    expect(address()).toHaveTextContent('?q=trees&level=Advanced');
    act(() => updates.term());
    expect(address()).toHaveTextContent('?q=graphs&level=Advanced');
  });
});
