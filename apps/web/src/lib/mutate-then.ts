import type { UseMutationResult } from '@tanstack/react-query';

/**
 * `mutation.mutate(variables, { onSuccess, onError })`, except that the callbacks still run when the calling
 * component has gone by then. TanStack Query drops mutate's per-call callbacks in that case, and here the action
 * itself often removes its component: Leave turns into Join, an approved request leaves the queue, a started
 * item leaves a filtered list, a handed-over circle hides the owner's tools. The callbacks should only touch
 * what outlives the component (a parent's notice, navigation, a ref).
 */
export async function mutateThen<TData, TVariables>(
  mutation: Pick<UseMutationResult<TData, Error, TVariables>, 'mutateAsync'>,
  variables: TVariables,
  { onSuccess, onError }: { onSuccess?: (data: TData) => void; onError?: (error: Error) => void } = {},
): Promise<void> {
  let data: TData;
  try {
    data = await mutation.mutateAsync(variables);
  } catch (error) {
    // The mutation's own state (isError, error) shows it too.
    onError?.(error as Error);
    return;
  }
  onSuccess?.(data);
}
