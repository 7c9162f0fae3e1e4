import { Copy, Download, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextAreaField } from '../../ui/field';
import { removeDraft } from './draft-storage';
import { DRAFT_TEXTS } from './draft-texts';

export interface ClosedDraftTexts {
  title: string;
  description: string;
}

/** A file name made of the title's letters and digits: 'My topic: part 2' → 'my-topic-part-2.md'. */
function markdownFileName(title: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'draft'}.md`;
}

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Work the server no longer has (a 404: withdrawn, its requester's account deleted): says so, and lets the
 * writer keep what they wrote, which is still on this device: copy it, download it as Markdown, then remove it
 * from the device. Nothing removes the device's copy but that last button.
 */
export function ClosedDraft({
  texts,
  notes,
  title,
  storageKey,
}: {
  texts: ClosedDraftTexts;
  notes: string;
  title: string;
  storageKey: string;
}) {
  const [outcome, setOutcome] = useState<string | null>(null);
  const [forgotten, setForgotten] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  // Replacing the editor the writer was typing in drops focus: bring it to the notice, not the page's top.
  useEffect(() => {
    if (document.activeElement === document.body) notice.current?.focus();
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(notes);
      setOutcome(DRAFT_TEXTS.copied);
    } catch {
      setOutcome(DRAFT_TEXTS.copyFailed);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <div ref={notice} tabIndex={-1} className="focus:outline-none">
        <Alert tone="warning" title={texts.title}>
          <p className="mt-1">{texts.description}</p>
        </Alert>
      </div>
      {forgotten ? (
        <p role="status" className="text-sm text-muted">
          {DRAFT_TEXTS.forgotten}
        </p>
      ) : (
        <>
          <TextAreaField label={DRAFT_TEXTS.yourText} value={notes} readOnly rows={10} />
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button variant="secondary" onClick={() => void copy()}>
              <Copy aria-hidden className="size-4" />
              {DRAFT_TEXTS.copy}
            </Button>
            <Button variant="secondary" onClick={() => download(markdownFileName(title), notes)}>
              <Download aria-hidden className="size-4" />
              {DRAFT_TEXTS.download}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                removeDraft(storageKey);
                setForgotten(true);
              }}
            >
              <Trash2 aria-hidden className="size-4" />
              {DRAFT_TEXTS.forget}
            </Button>
          </div>
          <p role="status" aria-live="polite" className="text-sm text-muted">
            {outcome}
          </p>
        </>
      )}
    </div>
  );
}
