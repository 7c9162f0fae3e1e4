import { REPORT_BUTTON_TEXTS as T, type ReportItemKind } from '@teachloop/shared';
import { Flag } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';

const ReportDialog = lazyComponent(() => import('./report-dialog').then((m) => m.ReportDialog));

/** Brings the dialog's code ahead of need (tests, or a page that expects a report). */
export const preloadReportDialog = () => ReportDialog.preload();

/**
 * 'Report' on something another person wrote or made (never one's own: the caller leaves it out there). The
 * dialog's code loads on first intent, so the button weighs almost nothing on the pages that show it.
 */
export function ReportButton({
  itemKind,
  itemId,
  className,
}: {
  itemKind: ReportItemKind;
  /** The item's id; a profile's handle. */
  itemId: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const preload = () => void ReportDialog.preload();
  // The dialog has no trigger of Radix's to return to: focus comes back here once it has gone.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        className={cn('text-muted', className)}
        aria-label={T.label(itemKind)}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        <Flag className="size-4" aria-hidden />
        {T.action}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog itemKind={itemKind} itemId={itemId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
