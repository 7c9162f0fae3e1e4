import { IMAGE_MESSAGES } from '@teachloop/shared';
import { ApiError } from '../../lib/api-client';
import { insertAtCursor } from './markdown-shortcuts';

/*
 * Everything about an image added to a Markdown text but the button: checking and uploading the file, its alt
 * text, its place in the text, and the question for a description. Loaded in one chunk when a file is given
 * (use-image-upload.ts): none of it is needed for a page's first paint.
 */
export { imageAltFromFile, imageMarkdown } from '../../lib/image-alt';
export { imageFileProblem, uploadImage } from '../../lib/image-upload';
export { ImageDescription } from './image-description';

/** The server's reason when it refused the file itself (type, size), else the generic failure. */
export function uploadErrorText(error: unknown): string {
  const refused = error instanceof ApiError && ['invalid_argument', 'payload_too_large'].includes(error.code);
  return refused ? error.message : IMAGE_MESSAGES.uploadFailed;
}

/** The line breaks that put `text` on a paragraph of its own after `before` and before `after`. */
function blockBreaks(before: string, after: string): { lead: string; trail: string } {
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  return { lead, trail };
}

/**
 * Puts `text` (an image's Markdown) at the cursor as a paragraph of its own: a blank line before and after it
 * where the text around has none, nothing added at the start or the end of the text. The cursor lands after it.
 * Returns the new text.
 */
export function insertBlockAtCursor(textarea: HTMLTextAreaElement, text: string): string {
  const { value } = textarea;
  // Spaces at the cursor would be left dangling at a line's end or start: the block takes their place.
  const start =
    textarea.selectionStart - (/[ \t]*$/.exec(value.slice(0, textarea.selectionStart))?.[0].length ?? 0);
  const end = textarea.selectionEnd + (/^[ \t]*/.exec(value.slice(textarea.selectionEnd))?.[0].length ?? 0);
  const { lead, trail } = blockBreaks(value.slice(0, start), value.slice(end));
  textarea.setSelectionRange(start, end);
  return insertAtCursor(textarea, lead + text + trail);
}

/** `text` with `block` added at its end as a paragraph of its own. */
export function appendBlock(value: string, block: string): string {
  return value + blockBreaks(value, '').lead + block;
}
