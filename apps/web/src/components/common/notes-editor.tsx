import { countWords, LEARNING_LIMITS, LEARNING_MESSAGES } from '@teachloop/shared';
import { CheckCircle2, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextAreaField } from '../ui/field';
import { actionErrorText } from '../../lib/error-text';
import { formatNumber } from '../../lib/format-number';
import { WordCount, type MinWords } from './word-count';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export const PROGRESS_SAVED = 'Progress saved.';

/**
 * The notes of a challenge or teach-back with 'Save progress' and 'Mark complete'. The text stays as typed
 * while live updates refetch the item. Completing first saves notes that were not saved yet, so Mark complete
 * never throws work away; the caller moves on when `complete` resolves. With `minWords`, a live word count
 * shows under the notes and Mark complete waits, saying why, until they hold enough words.
 */
export function NotesEditor({
  label,
  initialNotes,
  readOnly,
  minWords,
  save,
  complete,
}: {
  label: string;
  initialNotes: string;
  readOnly: boolean;
  minWords?: MinWords | undefined;
  save: (notes: string) => Promise<unknown>;
  complete: () => Promise<unknown>;
}) {
  const [notes, setNotes] = useState(initialNotes);
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
      setOutcome({ tone: 'error', text: actionErrorText(error, LEARNING_MESSAGES.saveFailed) });
    }
    setBusy(null);
  }

  async function onComplete() {
    setBusy('complete');
    setOutcome(null);
    try {
      if (notes !== savedNotes) await save(notes);
      await complete();
    } catch (error) {
      // A 400 carries the server's reason too (e.g. too few words, if the count here was bypassed).
      const text = actionErrorText(error, LEARNING_MESSAGES.completeFailed, ['conflict', 'invalid_argument']);
      setOutcome({ tone: 'error', text });
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <TextAreaField
        label={label}
        rows={10}
        value={notes}
        readOnly={readOnly}
        maxLength={LEARNING_LIMITS.notes}
        hint={
          readOnly ? (
            'Completed work is read-only.'
          ) : (
            <>
              {minWords ? <WordCount words={words} min={minWords.count} /> : null}
              {minWords ? ' · ' : null}
              Up to {formatNumber(LEARNING_LIMITS.notes)} characters.
            </>
          )
        }
        onChange={(event) => setNotes(event.target.value)}
      />
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {readOnly || !tooShort ? null : (
        <p id={reasonId} className="text-sm text-muted">
          {minWords.reason}
        </p>
      )}
      {readOnly ? null : (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" disabled={busy !== null} onClick={() => void onSave()}>
            <Save aria-hidden className="size-4" />
            {busy === 'save' ? 'Saving…' : 'Save progress'}
          </Button>
          <Button
            disabled={busy !== null || tooShort}
            aria-describedby={tooShort ? reasonId : undefined}
            onClick={() => void onComplete()}
          >
            <CheckCircle2 aria-hidden className="size-4" />
            {busy === 'complete' ? 'Completing…' : 'Mark complete'}
          </Button>
        </div>
      )}
    </div>
  );
}
