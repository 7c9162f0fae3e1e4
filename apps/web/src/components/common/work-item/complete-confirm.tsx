import { useState } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ScrollRegion } from '../../ui/scroll-region';
import { RichText } from '../rich-text';

/** The words of the confirmation before completing, given by the kind (a teach-back's name its reviewer). */
export interface CompleteConfirmTexts {
  title: string;
  description: string;
  /** The name of the box that shows the text, which scrolls when it is long. */
  preview: string;
  confirm: string;
  cancel: string;
}

/**
 * 'Mark complete' first shows the text as its reader will see it (rendered) and asks to confirm. `ask` opens
 * the dialog and resolves true to go ahead, false to keep editing (also on Escape or a press outside).
 */
export function useCompleteConfirm(texts: CompleteConfirmTexts) {
  const [asking, setAsking] = useState<{ notes: string; answer: (go: boolean) => void } | null>(null);

  const answer = (go: boolean) => {
    asking?.answer(go);
    setAsking(null);
  };

  const dialog = (
    <Dialog
      open={asking !== null}
      onOpenChange={(open) => {
        if (!open) answer(false);
      }}
      title={texts.title}
      description={texts.description}
      className="max-w-2xl"
    >
      <ScrollRegion
        label={texts.preview}
        className="max-h-[50vh] overflow-y-auto rounded-lg border border-line p-4 text-sm text-fg"
      >
        {asking?.notes.trim() ? <RichText source={asking.notes} /> : null}
      </ScrollRegion>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
        <Button onClick={() => answer(true)}>{texts.confirm}</Button>
        <Button variant="secondary" onClick={() => answer(false)}>
          {texts.cancel}
        </Button>
      </div>
    </Dialog>
  );

  return {
    ask: (notes: string) => new Promise<boolean>((resolve) => setAsking({ notes, answer: resolve })),
    dialog,
  };
}
