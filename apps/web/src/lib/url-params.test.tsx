import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SEARCH_DELAY_MS, useSearchBox, useUrlParams } from './url-params';

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

/** A list page with a search box bound to ?q= and a link to one of its items. */
function SearchList() {
  const { search, setSearch } = useSearchBox();
  return (
    <>
      <input aria-label="Search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <Link to="/circles/c1">View circle</Link>
    </>
  );
}

/** The item's page, whose code arrives when `code` resolves (a lazy page still loading). */
function ItemPage({ code }: { code: Promise<string> }) {
  return <h1>{use(code)}</h1>;
}

function AddressProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

/** The list and the item page in one router; `code` is how long the item page takes to arrive. */
function renderList(code: Promise<string>) {
  render(
    <MemoryRouter initialEntries={['/circles']}>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes>
          <Route path="/circles" element={<SearchList />} />
          <Route path="/circles/:id" element={<ItemPage code={code} />} />
        </Routes>
        <AddressProbe />
      </Suspense>
    </MemoryRouter>,
  );
}

const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

describe('useSearchBox', () => {
  it('writes the term to the address after a pause in typing', async () => {
    renderList(Promise.resolve('Graph theory'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'graphs' } });
    expect(address()).toHaveTextContent(/^\/circles$/);
    await pause(SEARCH_DELAY_MS + 100);
    expect(address()).toHaveTextContent('/circles?q=graphs');
  });

  it('drops a pending search when the page is left within the pause', async () => {
    renderList(Promise.resolve('Graph theory'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'graphs' } });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'View circle' })));
    await screen.findByRole('heading', { name: 'Graph theory' });
    await pause(SEARCH_DELAY_MS + 100);
    expect(address()).toHaveTextContent(/^\/circles\/c1$/);
  });

  it('never navigates from a list still on screen while the next page loads', async () => {
    let arrive: (title: string) => void = () => {};
    renderList(new Promise<string>((resolve) => (arrive = resolve)));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'graphs' } });
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'View circle' })));
    // The navigation waits for the page's code, so the list (and its pending search) is still shown.
    await pause(SEARCH_DELAY_MS + 100);
    expect(screen.getByRole('link', { name: 'View circle' })).toBeInTheDocument();
    await act(async () => arrive('Graph theory'));
    expect(await screen.findByRole('heading', { name: 'Graph theory' })).toBeInTheDocument();
    expect(address()).toHaveTextContent(/^\/circles\/c1$/);
  });
});
