import { countWords, LEARNING_LIMITS, LEARNING_MESSAGES } from '@teachloop/shared';
import { CheckCircle2, Save } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextAreaField } from '../ui/field';
import { Tabs, TabsPanel, ViewTabsList, ViewTabsTrigger } from '../ui/tabs';
import { actionErrorText } from '../../lib/error-text';
import { formatNumber } from '../../lib/format-number';
import { applyShortcut, shortcutOf } from './markdown-shortcuts';
import { preloadRichText, RichText } from './rich-text';
import { WordCount, type MinWords } from './word-count';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export const PROGRESS_SAVED = 'Progress saved.';
const MARKDOWN_HELP =
  'Markdown works: **bold**, _italic_, `code`, [link](url), tables, ```code blocks``` and $maths$. ' +
  'Ctrl+B, Ctrl+I, Ctrl+E and Ctrl+K wrap the selection.';

/**
 * The notes of a challenge or teach-back, in Markdown, with 'Save progress' and 'Mark complete'. Write and
 * Preview tabs show the text as it will read; Ctrl/Cmd+B, I, E and K wrap the selection in bold, italic, code
 * or a link. The text stays as typed while live updates refetch the item. Completing first saves notes that
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
}: {
  label: string;
  initialNotes: string;
  minWords?: MinWords | undefined;
  save: (notes: string) => Promise<unknown>;
  complete: () => Promise<unknown>;
}) {
  const [notes, setNotes] = useState(initialNotes);
  const [savedNotes, setSavedNotes] = useState(initialNotes);
  const [busy, setBusy] = useState<'save' | 'complete' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [view, setView] = useState('write');
  const reasonId = useId();
  const words = minWords ? countWords(notes) : 0;
  const tooShort = minWords !== undefined && words < minWords.count;

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const shortcut = shortcutOf(event);
    if (!shortcut) return;
    event.preventDefault();
    setNotes(applyShortcut(event.currentTarget, shortcut));
  }

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
      <Tabs value={view} onValueChange={setView}>
        <ViewTabsList aria-label="Write or preview" className="mb-3">
          <ViewTabsTrigger value="write">Write</ViewTabsTrigger>
          <ViewTabsTrigger value="preview" onPointerEnter={() => void preloadRichText()}>
            Preview
          </ViewTabsTrigger>
        </ViewTabsList>
        <TabsPanel value="write">
          <TextAreaField
            label={label}
            rows={10}
            value={notes}
            maxLength={LEARNING_LIMITS.notes}
            hint={
              <>
                {minWords ? <WordCount words={words} min={minWords.count} /> : null}
                {minWords ? ' · ' : null}
                Up to {formatNumber(LEARNING_LIMITS.notes)} characters.
              </>
            }
            aria-keyshortcuts="Control+B Control+I Control+E Control+K Meta+B Meta+I Meta+E Meta+K"
            onChange={(event) => setNotes(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <p className="mt-1 text-xs text-muted">{MARKDOWN_HELP}</p>
        </TabsPanel>
        <TabsPanel value="preview" className="flex flex-col gap-1.5">
          <p className="text-sm font-medium text-fg">{label}</p>
          <div className="min-h-32 rounded-lg border border-line p-4 text-sm text-fg">
            {notes.trim() ? (
              <RichText source={notes} />
            ) : (
              <p className="text-muted">Nothing to preview yet.</p>
            )}
          </div>
        </TabsPanel>
      </Tabs>
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
