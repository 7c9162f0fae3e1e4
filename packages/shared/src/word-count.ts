// Its own module: the editors load it on their first paint, without the rest of text-characters.ts.
/**
 * Words as the editor and the server count them: a run that starts with a visible letter or digit and goes on
 * through letters, digits, combining marks (so 'नमस्ते' or a decomposed 'café' is one word), apostrophes,
 * hyphens and underscores. Default-ignorable letters such as the Hangul fillers start no word and end one.
 */
const WORD =
  /(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{N}](?:(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{N}'’_-]|\p{M})*/gu;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}
