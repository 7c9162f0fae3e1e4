/**
 * Characters no text of ours may hold: C0 and C1 control characters except tab, line feed and carriage return
 * (NUL in particular, which PostgreSQL refuses in text), and UTF-16 surrogates without their pair (which no
 * encoder can write as UTF-8 and would silently become U+FFFD).
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is this expression's purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasForbiddenCharacters(text: string): boolean {
  return FORBIDDEN.test(text);
}

/**
 * Characters that show nothing on their own: white space (including the ideographic and other Unicode spaces),
 * format characters such as zero-width spaces, joiners and the byte-order mark, combining marks with no base,
 * and the fillers and blanks that render as empty (Hangul fillers, the braille blank).
 */
const INVISIBLE = /[\s\p{Cf}\p{Z}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Whether a text holds at least one character a reader can see (a reply of spaces and zero-widths is empty). */
export function hasVisibleCharacters(text: string): boolean {
  return text.replace(INVISIBLE, '').length > 0;
}

/**
 * Characters that reorder the text around them (Unicode's bidirectional embeddings, overrides, isolates and
 * marks): in a name or a title they can make 'Ada' read as someone else's name or a title hide what it says.
 * Right-to-left scripts themselves are fine: they need none of these.
 */
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

export function hasDirectionControls(text: string): boolean {
  return DIRECTION_CONTROLS.test(text);
}
