import { z } from 'zod';
import {
  CHALLENGE_LEVELS,
  ID_MAX_LENGTH,
  LEARNING_LIMITS as L,
  LEARNING_MESSAGES,
  LIST_CURSOR_MAX,
  MAX_LIST_LIMIT,
} from './learning';
import { hasVisibleCharacters } from './text-characters';
import { nameOrTitleText } from './text-schemas';

const requiredText = (max: number, tooLong: string) =>
  nameOrTitleText({ required: LEARNING_MESSAGES.titleAndTopicRequired, max, tooLong });

/** The spec: "a falsy value counts as 1". NaN is what an emptied number field yields in the browser. */
function falsyToOne(value: unknown): unknown {
  const falsy = value === 0 || value === null || value === '' || value === undefined || Number.isNaN(value);
  return falsy ? 1 : value;
}

/**
 * The create-challenge form and POST /api/challenges. Title and topic are trimmed first; the due date is a
 * whole number of days from 1 to LEARNING_LIMITS.maxDueDays; other types (a string of digits, a boolean) are
 * refused rather than guessed at.
 */
export const createChallengeSchema = z.object({
  title: requiredText(L.title, LEARNING_MESSAGES.titleTooLong),
  topic: requiredText(L.topic, LEARNING_MESSAGES.topicTooLong),
  level: z.enum(CHALLENGE_LEVELS, { error: LEARNING_MESSAGES.levelInvalid }).default('Beginner'),
  dueDays: z.preprocess(
    falsyToOne,
    z
      .number({ error: LEARNING_MESSAGES.dueDaysRange })
      .int(LEARNING_MESSAGES.dueDaysRange)
      .min(1, LEARNING_MESSAGES.dueDaysRange)
      .max(L.maxDueDays, LEARNING_MESSAGES.dueDaysRange),
  ),
  description: z
    .string({ error: LEARNING_MESSAGES.descriptionInvalid })
    .trim()
    .max(L.description, LEARNING_MESSAGES.descriptionTooLong)
    .nullish()
    // A prompt with nothing a reader can see (zero-width spaces, fillers) is no prompt: stored empty.
    .transform((value) => (value && hasVisibleCharacters(value) ? value : '')),
});
export type CreateChallengeInput = z.input<typeof createChallengeSchema>;
export type CreateChallenge = z.output<typeof createChallengeSchema>;

/**
 * Saving progress on a challenge or teach-back. Notes are kept exactly as typed (no trimming). `autosave`: the
 * editor saved as the writer typed, not on 'Save progress', so no 'Saved …' activity entry is written.
 */
export const saveNotesSchema = z.object({
  notes: z.string({ error: LEARNING_MESSAGES.notesInvalid }).max(L.notes, LEARNING_MESSAGES.notesTooLong),
  autosave: z.boolean({ error: 'autosave must be true or false.' }).optional(),
});

/**
 * Completing a challenge or teach-back; the body may be left out. `publish`: a teach-back's author chooses to
 * publish it in its course's library once it is rated 4 stars or more (a challenge ignores it).
 */
export const completeWorkItemSchema = z
  .object({ publish: z.boolean({ error: 'publish must be true or false.' }).optional() })
  .nullish();

/** An id in a path. Ids are ours (UUIDs): anything longer than ID_MAX_LENGTH cannot name a row. */
export const pathId = z.string().min(1).max(ID_MAX_LENGTH, `An id is at most ${ID_MAX_LENGTH} characters.`);
export const idParamsSchema = z.object({ id: pathId });

/** An optional `?cursor=` (a page's position, as the previous page handed it out): `message` when malformed. */
export const pageCursor = (max: number, message: string) =>
  z.string({ error: message }).min(1, message).max(max, message).optional();

const flag = z
  .enum(['true', 'false'], { error: 'Use true or false.' })
  .optional()
  .transform((value) => value === 'true');

/** An optional `?limit=` from 1 to `max`; anything else is refused with `message`. */
export const listLimit = (max: number, message = `limit must be a whole number from 1 to ${max}.`) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).optional();

/**
 * A keyset-paged list's `?cursor=&limit=`, with the list's own bounds and messages (`limitInvalid` where it has
 * one): spread into its query object, so every paged list refuses a bad cursor or limit the same way.
 */
export const keysetQueryFields = (
  cursorMax: number,
  limitMax: number,
  messages: { cursorInvalid: string; limitInvalid?: string },
) => ({
  cursor: pageCursor(cursorMax, messages.cursorInvalid),
  limit: listLimit(limitMax, messages.limitInvalid),
});

/** A list of the user's challenges or teach-backs: `active=true` leaves out the completed ones. */
export const workItemListQuerySchema = z.object({
  limit: listLimit(MAX_LIST_LIMIT),
  active: flag,
  cursor: pageCursor(LIST_CURSOR_MAX, LEARNING_MESSAGES.listCursorInvalid),
});
/** How many items a list would hold without its limit: the dashboard's stat cards. */
export const workItemCountQuerySchema = workItemListQuerySchema.pick({ active: true });
export const countResponseSchema = z.object({ count: z.number().int().min(0) });
export type CountResponse = z.infer<typeof countResponseSchema>;
/** A feedback tab's list, newest first, keyset-paged (`?cursor=` from the previous page's nextCursor). */
export const feedbackListQuerySchema = z.object({
  limit: listLimit(MAX_LIST_LIMIT),
  cursor: pageCursor(LIST_CURSOR_MAX, LEARNING_MESSAGES.listCursorInvalid),
});
/** To give: `pending=true` keeps the requests still waiting for a review (the dashboard's panel). */
export const feedbackToGiveQuerySchema = feedbackListQuerySchema.extend({ pending: flag });
