/**
 * Puts `text` on the clipboard: the Clipboard API where the page may use it, else the older copy command on the
 * selected `field` (which holds the same text). Answers whether either worked; on failure the field's text is
 * left selected, so the user can copy it with the keyboard.
 */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, or the page is not focused): try the fallback.
  }
  field?.focus();
  field?.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
