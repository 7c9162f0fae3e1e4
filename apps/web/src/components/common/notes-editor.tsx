import { countWords, LEARNING_LIMITS, LEARNING_MESSAGES } from '@teachloop/shared';
import { CheckCircle2, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { actionErrorText } from '../../lib/error-text';
import { formatNumber } from '../../lib/format-number';
import { MarkdownField } from './markdown-field';
import { WordCount, type MinWords } from './word-count';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

const PROGRESS_SAVED = 'Progress saved.';

/**
 * The notes of a challenge or teach-back, in the one Markdown editor (MarkdownField), with 'Save progress' and
 * 'Mark complete'. The text stays as typed while live updates refetch the item. Completing first saves notes that
 * were not saved yet, so Mark complete never throws work away; the caller moves on when `complete` resolves.
 * With `minWords`, a live word count shows under the notes and Mark complete waits, saying why, until they
 * hold enough words. Completed work is read, not edited: see CompletedNotes.
 */
export function NotesEditor({
  label,
  initialNotes,
  minWords,
  save,
  complete,
  completeVariant = 'primary',
  onNotesChange,
}: {
  label: string;
  initialNotes: string;
  minWords?: MinWords | undefined;
  save: (notes: string) => Promise<unknown>;
  /** Resolves `false` when the writer backed out (e.g. 'Keep editing' in a confirmation): nothing happened. */
  complete: () => Promise<unknown>;
  /** Secondary where the page's main step is another (the owner's challenge page). */
  completeVariant?: 'primary' | 'secondary';
  /** Every change of the text, typed or by a shortcut (autosave listens here). */
  onNotesChange?: (notes: string) => void;
}) {
  const [notes, setNotesState] = useState(initialNotes);
  const setNotes = (next: string) => {
    setNotesState(next);
    onNotesChange?.(next);
  };
  const [savedNotes, setSavedNotes] = useState(initialNotes);
  const [busy, setBusy] = useState<'save' | 'complete' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const reasonId = useId();
  const words = minWords ? countWords(notes) : 0;
  const tooShort = minWords !== undefined && words < minWords.count;

  async function onSave() {
    setBusy('save');
    setOutcome(null);
    try {
      await save(notes);
      setSavedNotes(notes);
      setOutcome({ tone: 'success', text: PROGRESS_SAVED });
    } catch (error) {
      // A 400 carries the server's reason (e.g. an image that is not the writer's own).
      const text = actionErrorText(error, LEARNING_MESSAGES.saveFailed, ['conflict', 'invalid_argument']);
      setOutcome({ tone: 'error', text });
    }
    setBusy(null);
  }

  async function onComplete() {
    setBusy('complete');
    setOutcome(null);
    try {
      if (notes !== savedNotes) await save(notes);
      if ((await complete()) === false) setBusy(null);
    } catch (error) {
      // A 400 carries the server's reason too (e.g. too few words, if the count here was bypassed).
      const text = actionErrorText(error, LEARNING_MESSAGES.completeFailed, ['conflict', 'invalid_argument']);
      setOutcome({ tone: 'error', text });
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <MarkdownField
        label={label}
        value={notes}
        onChange={setNotes}
        maxLength={LEARNING_LIMITS.notes}
        hint={
          <>
            {minWords ? <WordCount words={words} min={minWords.count} /> : null}
            {minWords ? ' · ' : null}
            Up to {formatNumber(LEARNING_LIMITS.notes)} characters.
          </>
        }
      />
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {tooShort ? (
        <p id={reasonId} className="text-sm text-muted">
          {minWords.reason}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" disabled={busy !== null} onClick={() => void onSave()}>
          <Save aria-hidden className="size-4" />
          {busy === 'save' ? 'Saving…' : 'Save progress'}
        </Button>
        <Button
          variant={completeVariant}
          disabled={busy !== null || tooShort}
          aria-describedby={tooShort ? reasonId : undefined}
          onClick={() => void onComplete()}
        >
          <CheckCircle2 aria-hidden className="size-4" />
          {busy === 'complete' ? 'Completing…' : 'Mark complete'}
        </Button>
      </div>
    </div>
  );
}
