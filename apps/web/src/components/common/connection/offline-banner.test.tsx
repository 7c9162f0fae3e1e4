import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

describe('OfflineBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says nothing while online, and says so politely while offline, until the connection returns', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    goOffline(true);
    const banner = screen.getByRole('status');
    expect(banner).toHaveAttribute('aria-live', 'polite');
    expect(banner).toHaveTextContent('You’re offline.');
    goOffline(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
