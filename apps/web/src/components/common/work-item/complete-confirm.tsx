import { useState, type ReactNode } from 'react';
import type { CompleteBody } from '../../../lib/work-item-api';
import { Button } from '../../ui/button';
import { LazyDialog as Dialog } from '../lazy-dialog';
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

/** What the writer answered: go ahead, with their answer to the kind's question ({} when it asks none). */
interface CompleteAnswer {
  choice: CompleteBody;
}

/**
 * 'Mark complete' first shows the text as its reader will see it (rendered) and asks to confirm. `ask` opens
 * the dialog and resolves with the answer to go ahead, null to keep editing (also on Escape or a press
 * outside). `renderChoice` puts the kind's own question under the text, before the buttons
 * (WorkItemKind.completeChoice); it starts unanswered each time the dialog opens.
 */
export function useCompleteConfirm(
  texts: CompleteConfirmTexts,
  renderChoice?: (choice: CompleteBody, onChange: (choice: CompleteBody) => void) => ReactNode,
) {
  const [asking, setAsking] = useState<{ notes: string; answer: (go: CompleteAnswer | null) => void } | null>(
    null,
  );
  const [choice, setChoice] = useState<CompleteBody>({});

  const answer = (go: boolean) => {
    asking?.answer(go ? { choice } : null);
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
      {renderChoice ? <div className="mt-4 empty:hidden">{renderChoice(choice, setChoice)}</div> : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
        <Button onClick={() => answer(true)}>{texts.confirm}</Button>
        <Button variant="secondary" onClick={() => answer(false)}>
          {texts.cancel}
        </Button>
      </div>
    </Dialog>
  );

  return {
    ask: (notes: string) =>
      new Promise<CompleteAnswer | null>((resolve) => {
        setChoice({});
        setAsking({ notes, answer: resolve });
      }),
    dialog,
  };
}
