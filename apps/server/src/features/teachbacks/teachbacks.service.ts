import {
  countWords,
  LEARNING_MESSAGES,
  TEACHBACK_MIN_WORDS,
  type SessionUser,
  type Teachback,
} from '@teachloop/shared';
import type { Db } from '../../db/database';
import { seenBy } from '../moderation/visibility.policy';
import { findPromptMarks } from './teachbacks.repo';
import {
  changeStatus,
  type SaveOptions,
  type StatusChangeDeps,
  type WorkItemKind,
} from '../work-items/change-status.service';
import { notesEdit, type NotesEdit } from '../work-items/notes-edit';
import { getOwnItem, type ItemPage, type OwnItemsQuery } from '../work-items/own-item.service';
import { teachbackActivity, teachbackEffects } from './teachback-effects.service';
import { teachbackTransition, type TeachbackAction } from './teachbacks.policy';
import { ownTeachbacks } from './own-teachbacks.service';

/**
 * A teach-back as a work item: its assignee starts, saves and completes it; taking it up accepts the
 * challenge, and completing it asks the requester for feedback (teachback-effects.service.ts). It can be
 * completed only with an explanation of at least 50 words: the XP follows real work.
 */
export const teachbackKind: WorkItemKind<'teachbacks', Teachback, TeachbackAction, NotesEdit> = {
  table: 'teachbacks',
  event: 'teachbacks',
  notFound: LEARNING_MESSAGES.teachbackNotFound,
  findOwn: ownTeachbacks.find,
  transition: teachbackTransition,
  ...notesEdit,
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
  { autosave = false }: SaveOptions = {},
): Promise<Teachback> {
  return changeStatus(deps, teachbackKind, user, { id, action, edit: { notes }, quiet: autosave });
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
  const page = await ownTeachbacks.list(db, userId, query);
  return { ...page, items: await withRemovedPrompts(db, userId, page.items) };
}

async function withRemovedPrompts(db: Db, userId: string, teachbacks: Teachback[]): Promise<Teachback[]> {
  const marks = await findPromptMarks(db, [...new Set(teachbacks.map((teachback) => teachback.challengeId))]);
  return teachbacks.map((teachback) => {
    const mark = marks.get(teachback.challengeId);
    const seen = mark ? seenBy(userId, teachback.requesterId, mark) : { removal: undefined, blank: false };
    return seen.blank ? { ...teachback, prompt: '', promptRemoved: seen.removal } : teachback;
  });
}
