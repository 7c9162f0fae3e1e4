import {
  countWords,
  LEARNING_MESSAGES,
  TEACHBACK_MIN_WORDS,
  type SessionUser,
  type Teachback,
} from '@teachloop/shared';
import type { Generated } from 'kysely';
import type { Db } from '../../db/database';
import { seenBy, type ModerationMarks } from '../moderation/visibility.policy';
import { findPromptMarks, toTeachback } from './teachbacks.repo';
import {
  changeStatus,
  type SaveOptions,
  type StatusChangeDeps,
  type WorkItemKind,
} from '../work-items/change-status.service';
import { notesEdit, type NotesEdit } from '../work-items/notes-edit';
import {
  getOwnItem,
  listOwnTeachbacksWithPromptMarks,
  type ItemPage,
  type OwnItemsQuery,
} from '../work-items/own-item.service';
import { teachbackActivity, teachbackEffects } from './teachback-effects.service';
import { teachbackTransition, type TeachbackAction } from './teachbacks.policy';
import { ownTeachbacks } from './own-teachbacks.service';

/** A teach-back's edit: its notes, and on completion the author's choice to publish it (teachbacks.publish). */
type TeachbackEdit = NotesEdit & { publish?: boolean };

/**
 * A teach-back as a work item: its assignee starts, saves and completes it; taking it up accepts the
 * challenge, and completing it asks the requester for feedback (teachback-effects.service.ts). It can be
 * completed only with an explanation of at least 50 words: the XP follows real work.
 */
const teachbackKind: WorkItemKind<'teachbacks', Teachback, TeachbackAction, TeachbackEdit> = {
  table: 'teachbacks',
  event: 'teachbacks',
  notFound: LEARNING_MESSAGES.teachbackNotFound,
  findOwn: ownTeachbacks.find,
  transition: teachbackTransition,
  ...notesEdit,
  write: (edit) => ({
    ...notesEdit.write(edit),
    // A Generated column takes a plain number on write; ExtraColumns keeps the table's read types.
    ...(edit.publish === undefined
      ? {}
      : { publish: (edit.publish ? 1 : 0) as unknown as Generated<number> }),
  }),
  images: { source: 'teachback_notes', markdownOf: (edit) => edit.notes },
  refuse: (action, after) =>
    action === 'complete' && countWords(after.notes) < TEACHBACK_MIN_WORDS
      ? LEARNING_MESSAGES.teachbackTooShort
      : undefined,
  activity: teachbackActivity,
  effects: teachbackEffects,
};

/** Start, save or complete a teach-back as its assignee. Anyone else's teach-back is "not found". */
export function changeTeachback(
  deps: StatusChangeDeps,
  user: SessionUser,
  id: string,
  action: TeachbackAction,
  notes?: string,
  { autosave = false, publish }: SaveOptions & { publish?: boolean } = {},
): Promise<Teachback> {
  const edit = { notes, publish: action === 'complete' ? publish : undefined };
  return changeStatus(deps, teachbackKind, user, { id, action, edit, quiet: autosave });
}

/**
 * One of the teach-backs assigned to the user; anyone else's is "not found", exactly like a missing one. Its
 * prompt is the requester's text: blanked, with `promptRemoved`, while their challenge is hidden or they are
 * suspended.
 */
export async function getOwnTeachback(db: Db, userId: string, id: string): Promise<Teachback> {
  const [teachback] = await withRemovedPrompts(db, userId, [await getOwnItem(db, teachbackKind, userId, id)]);
  return teachback!;
}

/** A page of the user's teach-backs, each prompt blanked as getOwnTeachback blanks it. */
export async function listOwnTeachbacks(
  db: Db,
  userId: string,
  query: OwnItemsQuery,
): Promise<ItemPage<Teachback>> {
  // One statement: each row comes with its prompt's marks, joined by primary key.
  return listOwnTeachbacksWithPromptMarks(db, userId, query, (row) =>
    withPromptSeenBy(userId, toTeachback(row), {
      hiddenAt: row.prompt_hidden_at,
      hiddenReason: row.prompt_hidden_reason,
      authorSuspended: row.prompt_author_suspended,
    }),
  );
}

/** The teach-back as its assignee sees it: the prompt blanked, with `promptRemoved`, when `marks` remove it. */
function withPromptSeenBy(
  userId: string,
  teachback: Teachback,
  marks: ModerationMarks | undefined,
): Teachback {
  const seen = marks ? seenBy(userId, teachback.requesterId, marks) : { removal: undefined, blank: false };
  return seen.blank ? { ...teachback, prompt: '', promptRemoved: seen.removal } : teachback;
}

async function withRemovedPrompts(db: Db, userId: string, teachbacks: Teachback[]): Promise<Teachback[]> {
  const marks = await findPromptMarks(db, [...new Set(teachbacks.map((teachback) => teachback.challengeId))]);
  return teachbacks.map((teachback) => withPromptSeenBy(userId, teachback, marks.get(teachback.challengeId)));
}
