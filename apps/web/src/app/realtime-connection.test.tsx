import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '../lib/session';
import { ada } from '../test/fake-auth-server';
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

function tree(session: Session, client: QueryClient) {
  return (
    <QueryClientProvider client={client}>
      <SessionContext value={{ ...session, signOut: async () => {} }}>
        <RealtimeConnection />
      </SessionContext>
    </QueryClientProvider>
  );
}

describe('RealtimeConnection', () => {
  it('opens nothing while signed out or loading', () => {
    const client = new QueryClient();
    const view = render(tree({ status: 'loading', user: null }, client));
    view.rerender(tree({ status: 'signed-out', user: null }, client));
    expect(FakeEventSource.opened).toHaveLength(0);
  });

  it('opens one stream while signed in and closes it on sign-out', () => {
    const client = new QueryClient();
    const view = render(tree({ status: 'signed-in', user: ada }, client));
    view.rerender(tree({ status: 'signed-in', user: { ...ada } }, client));
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/events']);
    view.rerender(tree({ status: 'signed-out', user: null }, client));
    expect(FakeEventSource.opened[0]?.closed).toBe(true);
  });

  it('opens a new stream for a different user', () => {
    const client = new QueryClient();
    const view = render(tree({ status: 'signed-in', user: ada }, client));
    view.rerender(tree({ status: 'signed-in', user: { ...ada, id: 'u2' } }, client));
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[0]?.closed).toBe(true);
    expect(FakeEventSource.opened[1]?.closed).toBe(false);
  });
});
