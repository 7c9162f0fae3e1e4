import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mutateThen } from './mutate-then';

/** A component holding a mutation that settles when the test says so; it hands the mutation out. */
function mountMutation() {
  let settle!: { resolve: (value: string) => void; reject: (error: Error) => void };
  let mutation!: ReturnType<typeof useMutation<string, Error, void>>;
  function Holder() {
    mutation = useMutation<string, Error, void>({
      mutationFn: () => new Promise<string>((resolve, reject) => (settle = { resolve, reject })),
    });
    return null;
  }
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <Holder />
    </QueryClientProvider>,
  );
  /** The request's settle functions, once the mutation has sent it. */
  const request = () =>
    vi.waitFor(() => {
      if (!settle) throw new Error('not sent yet');
      return settle;
    });
  /** Resolves once the mutation has settled in the client: every callback it calls has been called by then. */
  const settled = () =>
    new Promise<void>((resolve) => {
      const stop = client.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || !['success', 'error'].includes(event.action.type)) return;
        stop();
        resolve();
      });
    });
  return { mutation: () => mutation, request, settled, unmount: view.unmount };
}

describe('mutateThen', () => {
  it('runs onSuccess with the answer even when the component that asked has gone meanwhile', async () => {
    const { mutation, request, unmount } = mountMutation();
    const onSuccess = vi.fn();
    const done = mutateThen(mutation(), undefined, { onSuccess });
    const sent = await request();
    unmount();
    await act(async () => sent.resolve('started'));
    await done;
    expect(onSuccess).toHaveBeenCalledWith('started');
  });

  it('runs onError instead when the request fails, also after the component has gone', async () => {
    const { mutation, request, unmount } = mountMutation();
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const done = mutateThen(mutation(), undefined, { onSuccess, onError });
    const sent = await request();
    unmount();
    await act(async () => sent.reject(new Error('refused')));
    await done;
    expect(onError).toHaveBeenCalledWith(new Error('refused'));
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("is needed: mutate's own per-call onSuccess is dropped once the component has gone", async () => {
    const { mutation, request, settled, unmount } = mountMutation();
    const onSuccess = vi.fn();
    mutation().mutate(undefined, { onSuccess });
    const sent = await request();
    unmount();
    const done = settled();
    await act(async () => sent.resolve('started'));
    await done;
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
