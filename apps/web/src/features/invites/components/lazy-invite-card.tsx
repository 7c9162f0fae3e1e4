import { Suspense, type ComponentProps } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import type { InviteCard } from './invite-card';

const LoadedInviteCard = lazyComponent(() => import('./invite-card').then((module) => module.InviteCard));

/**
 * The invite card in a chunk of its own, for pages whose first load has no room for it (the dashboard): it
 * appears when its code has arrived, and nothing else on the page waits for it.
 */
export function LazyInviteCard(props: ComponentProps<typeof InviteCard>) {
  return (
    <Suspense fallback={null}>
      <LoadedInviteCard {...props} />
    </Suspense>
  );
}
