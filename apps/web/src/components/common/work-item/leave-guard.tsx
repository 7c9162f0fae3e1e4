import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/button';
import { LazyDialog as Dialog } from '../lazy-dialog';
import { DRAFT_TEXTS } from './draft-texts';

/** The in-app address a click on a link would open, or null for a click that leaves the app or a new tab. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return null;
  if (link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = url.pathname + url.search + url.hash;
  return to === window.location.pathname + window.location.search + window.location.hash ? null : to;
}

/**
 * Asks before leaving a page with unsaved words: the browser's own prompt on reload or closing the tab, and a
 * dialog for a link inside the app. The app uses React Router's declarative mode, where useBlocker is not
 * available, so in-app links are caught as they are clicked (every in-app move from this page is a link).
 */
export function LeaveGuard({ hasUnsaved }: { hasUnsaved: () => boolean }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsaved()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const to = inAppTarget(event);
      if (to === null || !hasUnsaved()) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [hasUnsaved]);

  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      role="alertdialog"
      title={DRAFT_TEXTS.leaveTitle}
      description={DRAFT_TEXTS.leaveDescription}
    >
      <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
        <Button variant="secondary" onClick={() => setPending(null)}>
          {DRAFT_TEXTS.stay}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            const to = pending;
            setPending(null);
            if (to) void navigate(to);
          }}
        >
          {DRAFT_TEXTS.leave}
        </Button>
      </div>
    </Dialog>
  );
}
