import { useSyncExternalStore } from 'react';
import { useSession } from '../../lib/session';
import { probablySignedIn } from '../../lib/session-hint';
import { APP_LINKS, MAIN_LINKS, type NavItem } from './nav-links';

const noSubscription = () => () => {};

/**
 * The header's links: the app's pages for a signed-in user, the spec's public pages for anyone else. While the
 * session check runs, the browser's signed-in hint decides, so a signed-in user's reload does not flash the
 * public links first. The hint is read after hydration (the server snapshot is `false`), so a prerendered
 * page, rendered for a visitor, hydrates as it was rendered. Counts only once the session is confirmed.
 */
export function useNavLinks(): { app: boolean; links: readonly NavItem[]; showCounts: boolean } {
  const { status } = useSession();
  const hinted = useSyncExternalStore(noSubscription, probablySignedIn, () => false);
  if (status === 'signed-in') return { app: true, links: APP_LINKS, showCounts: true };
  if (status === 'loading' && hinted) return { app: true, links: APP_LINKS, showCounts: false };
  return { app: false, links: MAIN_LINKS, showCounts: false };
}
