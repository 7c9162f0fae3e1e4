import { Check, Copy, Share2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { copyText } from '../copy-text';
import { INVITE_TEXTS } from '../invite-texts';

const COPIED_MS = 2000;
type CopyState = 'idle' | 'copied' | 'failed';

/** Whether this browser offers the system share sheet (phones mostly). */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The invite link in a read-only field, with Copy (and Share where the browser has a share sheet). */
export function InviteLink({ url }: { url: string }) {
  const field = useRef<HTMLInputElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');
  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  async function onCopy() {
    setCopy((await copyText(url, field.current)) ? 'copied' : 'failed');
  }

  async function onShare() {
    try {
      await navigator.share({ title: INVITE_TEXTS.shareTitle, text: INVITE_TEXTS.shareText, url });
    } catch {
      // Closed without sharing, or refused: nothing to say, the link and Copy are still there.
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <TextField
        ref={field}
        label={INVITE_TEXTS.linkLabel}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        error={copy === 'failed' ? INVITE_TEXTS.copyFailed : undefined}
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void onCopy()}>
          {copy === 'copied' ? (
            <Check aria-hidden className="size-4" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
          {copy === 'copied' ? INVITE_TEXTS.copied : INVITE_TEXTS.copy}
        </Button>
        {canShare() ? (
          <Button size="sm" variant="secondary" onClick={() => void onShare()}>
            <Share2 aria-hidden className="size-4" />
            {INVITE_TEXTS.share}
          </Button>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {copy === 'copied' ? INVITE_TEXTS.copiedStatus : ''}
      </p>
    </div>
  );
}
