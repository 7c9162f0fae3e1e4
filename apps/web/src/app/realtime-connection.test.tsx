import { screen, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY, useSession, type SessionUser } from '../lib/session';
import { ada, holdResponses, http, json, server, signedInAs } from '../test/msw-server';
import { renderWithProviders } from '../test/render-page';
import { RealtimeConnection } from './realtime-connection';

/** Records every stream the component opens, as the browser's EventSource would be. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener() {}
  close() {
    this.closed = true;
  }
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Writes the session's status into the page from an effect: once it shows one, every effect of the render that
 * saw that status has run, the connection's included.
 */
function SessionStatusAfterEffects() {
  const { status } = useSession();
  const output = useRef<HTMLOutputElement>(null);
  useEffect(() => {
    if (output.current) output.current.textContent = status;
  }, [status]);
  return <output ref={output} />;
}

/** The connection inside the real Providers; `becomes(user)` makes the server answer a new session read. */
async function renderConnection() {
  const { client } = renderWithProviders(
    <>
      <RealtimeConnection />
      <SessionStatusAfterEffects />
    </>,
  );
  const becomes = async (user: SessionUser | null) => {
    signedInAs(user);
    await client.refetchQueries({ queryKey: SESSION_QUERY_KEY });
  };
  return { becomes };
}

describe('RealtimeConnection', () => {
  it('opens nothing while signed out or loading', async () => {
    const session = holdResponses();
    server.use(http.get('/api/session', session.handler));
    await renderConnection();
    await session.received;
    expect(await screen.findByText('loading')).toBeInTheDocument();
    expect(FakeEventSource.opened).toHaveLength(0);
    session.release(json({ user: null }));
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('opens one stream while signed in and closes it on sign-out', async () => {
    signedInAs(ada);
    const { becomes } = await renderConnection();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    await becomes({ ...ada });
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/events']);
    await becomes(null);
    await waitFor(() => expect(FakeEventSource.opened[0]?.closed).toBe(true));
  });

  it('opens a new stream for a different user', async () => {
    signedInAs(ada);
    const { becomes } = await renderConnection();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    await becomes({ ...ada, id: 'u2' });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(FakeEventSource.opened[0]?.closed).toBe(true);
    expect(FakeEventSource.opened[1]?.closed).toBe(false);
  });
});
