import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

let failing = true;
function FlakyPage() {
  if (failing) throw new Error('The page’s data could not be read.');
  return <h1>Back again</h1>;
}

describe('RouteErrorBoundary', () => {
  it('shows the error page, then the page again by itself when the connection returns', () => {
    render(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="/dashboard">
          <FlakyPage />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    failing = false;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    // React reported the error this test provoked on purpose (test/setup.ts fails on any other).
    vi.mocked(console.error).mockClear();
  });
});
