import { X } from 'lucide-react';
import { Button } from '../../ui/button';
import { UPDATE_TEXTS } from './update-texts';

interface Props {
  /** Loads the new version (the page reloads once the new worker has taken over). */
  onReload: () => void;
  /** Hides the prompt; the new version then loads with the next visit. */
  onDismiss: () => void;
}

/**
 * 'A new version is ready — Reload': a small note in a corner of the window (across its foot on a phone) that
 * blocks nothing, announced politely. It is the last thing in the document, so Tab reaches its button after the
 * page's own controls.
 */
export function UpdatePrompt({ onReload, onDismiss }: Props) {
  return (
    <section
      aria-label={UPDATE_TEXTS.ready}
      className="fixed inset-x-3 bottom-3 z-50 flex items-center gap-3 rounded-xl border border-line bg-surface py-2 pr-2 pl-4 text-sm text-fg shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4"
    >
      <p role="status" className="grow">
        {UPDATE_TEXTS.ready}
      </p>
      <Button size="sm" onClick={onReload}>
        {UPDATE_TEXTS.reload}
      </Button>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={UPDATE_TEXTS.later}
        className="rounded-lg p-1.5 text-muted hover:bg-surface-2 hover:text-fg"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </section>
  );
}
