import type { FieldValues, Resolver } from 'react-hook-form';
import { fetchAhead } from './fetch-ahead';

/**
 * A react-hook-form resolver whose code (a zod schema, zod itself and its resolver) loads when the form is first
 * shown, after the page's own code, rather than as part of it: zod outweighs the rest of the login page (its
 * size is in docs/decisions/017), and no page's first load carries it. Call `preload` once the form is on
 * screen; a validation before the code has arrived waits for it. A failed load is tried again by the next
 * validation.
 */
export function lazyResolver<Values extends FieldValues, Output = Values>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
) {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) =>
    (await get())(values, context, options);
  return { resolver, preload: () => fetchAhead(get) };
}
