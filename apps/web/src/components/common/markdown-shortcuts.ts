/** What a shortcut puts around the selection, and what it selects when nothing was selected. */
interface Wrap {
  before: string;
  after: string;
  placeholder: string;
  /** Selects this part of `after` once wrapped (a link's url), instead of the wrapped text. */
  select?: string;
}

/** Ctrl/Cmd + the key: bold, italic, inline code and link, as in GitHub's editor. */
const SHORTCUTS: Record<string, Wrap> = {
  b: { before: '**', after: '**', placeholder: 'bold text' },
  i: { before: '_', after: '_', placeholder: 'italic text' },
  e: { before: '`', after: '`', placeholder: 'code' },
  k: { before: '[', after: '](url)', placeholder: 'link text', select: 'url' },
};

/** The Markdown shortcut a key press in the editor asks for, if any. */
export function shortcutOf(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return undefined;
  return SHORTCUTS[event.key.toLowerCase()];
}

/**
 * Wraps the textarea's selection (or a placeholder) in `wrap`, or unwraps it when it is wrapped already, and
 * selects the text to go on with. It edits through execCommand where the browser has it, so Ctrl+Z undoes the
 * shortcut like typing; elsewhere it sets the text directly. Returns the new text.
 */
export function applyShortcut(textarea: HTMLTextAreaElement, wrap: Wrap): string {
  const { value, selectionStart: start, selectionEnd: end } = textarea;
  const selected = value.slice(start, end);
  const wrapped =
    !wrap.select &&
    value.slice(start - wrap.before.length, start) === wrap.before &&
    value.slice(end, end + wrap.after.length) === wrap.after;

  if (wrapped) {
    replace(textarea, start - wrap.before.length, end + wrap.after.length, selected);
    textarea.setSelectionRange(start - wrap.before.length, end - wrap.before.length);
    return textarea.value;
  }
  const inner = selected || wrap.placeholder;
  replace(textarea, start, end, wrap.before + inner + wrap.after);
  const innerStart = start + wrap.before.length;
  if (wrap.select) {
    const selectStart = innerStart + inner.length + wrap.after.indexOf(wrap.select);
    textarea.setSelectionRange(selectStart, selectStart + wrap.select.length);
  } else textarea.setSelectionRange(innerStart, innerStart + inner.length);
  return textarea.value;
}

function replace(textarea: HTMLTextAreaElement, start: number, end: number, text: string) {
  textarea.focus();
  textarea.setSelectionRange(start, end);
  // Deprecated but still the only edit that joins the browser's undo history; a browser without it gets the
  // text set directly.
  const undoable =
    typeof document.execCommand === 'function' && document.execCommand('insertText', false, text);
  if (!undoable) textarea.setRangeText(text, start, end, 'end');
}

/**
 * Puts `text` where the textarea's cursor is (replacing any selection) and leaves the cursor after it, as an
 * undoable edit where the browser allows. Returns the new text.
 */
export function insertAtCursor(textarea: HTMLTextAreaElement, text: string): string {
  const { selectionStart: start, selectionEnd: end } = textarea;
  replace(textarea, start, end, text);
  textarea.setSelectionRange(start + text.length, start + text.length);
  return textarea.value;
}
