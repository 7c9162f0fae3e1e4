import { z } from 'zod';
import { GENERIC_MESSAGES } from './messages';
import { hasDirectionControls, hasVisibleCharacters } from './text-characters';

interface TextRules {
  /** Said when the field is missing, empty, or holds nothing a reader can see. */
  required: string;
  max: number;
  tooLong: string;
}

/**
 * A required text field: trimmed, at most `max` characters, and at least one visible character, so a value of
 * only zero-width spaces or other invisible characters counts as empty.
 */
export const requiredVisibleText = ({ required, max, tooLong }: TextRules) =>
  z.string({ error: required }).trim().max(max, tooLong).refine(hasVisibleCharacters, required);

/**
 * A name or a title: required visible text that may not hold characters that change the text's direction
 * (a right-to-left override can make one name read as another).
 */
export const nameOrTitleText = (rules: TextRules) =>
  requiredVisibleText(rules).refine(
    (text) => !hasDirectionControls(text),
    GENERIC_MESSAGES.directionControls,
  );
