import { useId } from 'react';
import { RichText } from './rich-text';

/** Completed notes as they read (Markdown rendered), no longer editable. */
export function CompletedNotes({ label, notes }: { label: string; notes: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-1.5">
      <h2 id={titleId} className="text-sm font-medium text-fg">
        {label}
      </h2>
      <div className="rounded-lg border border-line p-4 text-sm text-fg">
        {notes.trim() ? <RichText source={notes} /> : <p className="text-muted">Nothing was written.</p>}
      </div>
      <p className="text-xs text-muted">Completed work is read-only.</p>
    </section>
  );
}
