import { CheckCircle2, CloudOff, Loader2, WifiOff } from 'lucide-react';
import type { DraftStatus } from './use-draft-autosave';
import { DRAFT_TEXTS } from './draft-texts';

const SHOWN = {
  saving: { icon: Loader2, text: DRAFT_TEXTS.saving, tone: 'text-muted' },
  saved: { icon: CheckCircle2, text: DRAFT_TEXTS.saved, tone: 'text-muted' },
  kept: { icon: CloudOff, text: DRAFT_TEXTS.kept, tone: 'text-warn' },
  offline: { icon: WifiOff, text: DRAFT_TEXTS.offline, tone: 'text-warn' },
} as const;

/** Where the draft is, said politely (a live region that is always there, so each change is announced). */
export function DraftStatusLine({ status, restored }: { status: DraftStatus; restored: boolean }) {
  // 'closed' replaces the editor and this line with ClosedDraft.
  const shown = status === 'idle' || status === 'closed' ? null : SHOWN[status];
  const Icon = shown?.icon;
  return (
    <div className="flex flex-col gap-1 text-sm">
      {restored ? <p className="text-fg">{DRAFT_TEXTS.restored}</p> : null}
      <p role="status" aria-live="polite" className={`inline-flex items-center gap-1.5 ${shown?.tone ?? ''}`}>
        {Icon ? <Icon aria-hidden className="size-4" /> : null}
        {shown?.text}
      </p>
    </div>
  );
}
