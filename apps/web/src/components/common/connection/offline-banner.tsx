import { useOnline } from '../../../lib/use-online';
import { CONNECTION_TEXTS } from './connection-texts';

/**
 * Says, on every page, that the browser is offline, for as long as it is (a polite status, announced when it
 * appears). Nothing is rendered while online, so pages keep their own status regions to themselves.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      aria-live="polite"
      className="border-b border-warn/40 bg-warn-soft px-4 py-2 text-center text-sm text-fg"
    >
      {CONNECTION_TEXTS.offline}
    </p>
  );
}
