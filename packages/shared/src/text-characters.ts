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
 * A character a reader can see: a letter, digit, symbol or punctuation mark (by Unicode general category) that
 * is not a Default_Ignorable_Code_Point and not one of the symbols that render as a blank. Unicode classes the
 * Hangul fillers (U+115F, U+1160, U+3164, U+FFA0) as letters, but they are default-ignorable and show nothing,
 * so a 'word' of them is no word; the braille blank (U+2800) is a symbol that prints as an empty cell. White
 * space, format characters (zero-width spaces, joiners, the byte-order mark, tags), combining marks, control,
 * private-use and unassigned code points are not visible on their own.
 */
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;

/** Whether a text holds at least one character a reader can see (a reply of spaces and zero-widths is empty). */
export function hasVisibleCharacters(text: string): boolean {
  return VISIBLE.test(text);
}

/**
 * The length of a text as a reader sees it: visible characters (one per code point, so an emoji counts once),
 * plus one for each gap of white space between two of them. Invisible characters count nothing, so 25
 * zero-width spaces are 0 characters and 'Clear, with examples' is 20.
 */
export function countVisibleCharacters(text: string): number {
  let count = 0;
  let gap = false;
  for (const character of text) {
    if (VISIBLE.test(character)) {
      count += count > 0 && gap ? 2 : 1;
      gap = false;
    } else if (/\s/u.test(character)) {
      gap = true;
    }
  }
  return count;
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

/**
 * The controls that reorder everything up to their end (embeddings, overrides and isolates: U+202A–U+202E,
 * U+2066–U+2069), refused in free text such as replies and bios: 'U+202E' makes 'evil.exe' read as
 * something else. The single-character marks (LRM, RLM, ALM) only nudge neutral characters next to them and
 * are what right-to-left writers legitimately type in mixed-direction prose, so free text keeps them.
 */
const DIRECTION_OVERRIDES = /[\u202A-\u202E\u2066-\u2069]/;

export function hasDirectionOverrides(text: string): boolean {
  return DIRECTION_OVERRIDES.test(text);
}
