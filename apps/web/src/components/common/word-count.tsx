import { CheckCircle2 } from 'lucide-react';
import { countOf } from '@teachloop/shared';
import { formatNumber } from '../../lib/format-number';
import { cn } from '../ui/cn';

/** The words a text needs before it can be completed: how many, and why completing waits until then. */
export interface MinWords {
  count: number;
  /** Shown beside the disabled 'Mark complete' while the text is short of `count`. */
  reason: string;
}

/** '12 words (50 minimum)': the count as typed, and the minimum beside it, never a fraction above one. */
const wordCountText = (words: number, min: number) =>
  `${countOf(words, 'word')} (${formatNumber(min)} minimum)`;

/**
 * '12 words (50 minimum)' under a text field, in the field's hint (read with the field, not on every keystroke), with a
 * check once enough is written. Only crossing the minimum is announced, politely, through a live region.
 */
export function WordCount({ words, min }: { words: number; min: number }) {
  const reached = words >= min;
  return (
    <>
      <span className={cn('inline-flex items-center gap-1', reached ? 'font-medium text-fg' : null)}>
        {reached ? <CheckCircle2 aria-hidden className="size-3.5 text-accent" /> : null}
        {wordCountText(words, min)}
      </span>
      <span aria-live="polite" className="sr-only">
        {reached ? 'Enough words to mark complete.' : ''}
      </span>
    </>
  );
}
