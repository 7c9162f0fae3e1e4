import {
  countWords,
  LEARNING_LIMITS,
  LEARNING_MESSAGES,
  REVISION_MESSAGES,
  TEACHBACK_MIN_WORDS,
} from '@teachloop/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MarkdownField } from '../../../components/common/markdown-field';
import { WordCount } from '../../../components/common/word-count';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { actionErrorText } from '../../../lib/error-text';
import { useReviseExplanation } from '../api/revise-explanation';
import { TEACHBACK_TEXTS } from '../teachback-texts';
import { TEACHBACK_VIEW_TEXTS } from '../teachback-view-texts';

/** The form to publish a revised explanation: the same 50-word rule as completing; the server has the last word. */
export function ReviseExplanation({
  id,
  notes: initialNotes,
  onPublished,
  onCancel,
}: {
  id: string;
  notes: string;
  onPublished: () => void;
  onCancel: () => void;
}) {
  const revision = useReviseExplanation();
  const [notes, setNotes] = useState(initialNotes);
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  // Opened by 'Revise explanation': the writer continues in the text.
  useEffect(() => field.current?.focus(), []);
  const words = countWords(notes);
  const tooShort = words < TEACHBACK_MIN_WORDS;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await revision.revise({ id, notes });
      onPublished();
    } catch (failure) {
      setError(actionErrorText(failure, REVISION_MESSAGES.failed, ['conflict', 'invalid_argument']));
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <MarkdownField
        label={TEACHBACK_TEXTS.notesLabel}
        rows={12}
        value={notes}
        onChange={setNotes}
        maxLength={LEARNING_LIMITS.notes}
        textareaRef={field}
        hint={<WordCount words={words} min={TEACHBACK_MIN_WORDS} />}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {tooShort ? (
        <p id={reasonId} className="text-sm text-muted">
          {LEARNING_MESSAGES.teachbackTooShort}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button
          type="submit"
          disabled={tooShort || revision.isPending}
          aria-describedby={tooShort ? reasonId : undefined}
        >
          {revision.isPending ? TEACHBACK_VIEW_TEXTS.publishing : TEACHBACK_VIEW_TEXTS.publishRevision}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {TEACHBACK_VIEW_TEXTS.cancelRevision}
        </Button>
      </div>
    </form>
  );
}
