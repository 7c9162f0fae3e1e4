import {
  LEARNING_MESSAGES,
  type ActivityLinkKind,
  type ActivityType,
  type RealtimeEvent,
  type SessionUser,
} from '@teachloop/shared';
import { AppError } from '../../app-error';
import type { Db } from '../../db/database';
import { insertActivity } from '../activity/activity.repo';
import { embedOwnImages, type ImageSourceKind } from '../images/own-images.service';
import { publishAll, type Notice, type PublishDeps } from '../realtime/notices';
import type { Transition } from './transition';
import {
  compareAndSetStatus,
  type ExtraColumns,
  type StatusOf,
  type StatusTable,
} from './work-item-status.repo';

/** What a status change's activity entry links to: the item itself (a review opens at /feedback/{id}). */
const LINK_KIND_OF = {
  challenges: 'challenge',
  teachbacks: 'teachback',
  feedback_requests: 'review',
} as const satisfies Record<StatusTable, ActivityLinkKind>;

export interface StatusChangeDeps extends PublishDeps {
  db: Db;
  now: () => number;
}

/**
 * How notes were saved: `autosave` when the editor saved as its writer typed. Only an explicit 'Save progress'
 * is an activity (spec section 7), so an autosave stores the notes and the status without an entry.
 */
export interface SaveOptions {
  autosave?: boolean;
}

/** What the caller asks for: an action on one item, with what the action writes besides the status. */
export interface StatusChangeRequest<Action, Edit> {
  id: string;
  action: Action;
  edit: Edit;
  /** Write no activity entry (an autosave); everything else about the change is the same. */
  quiet?: boolean;
}

/** One change as the kind's extra effects see it, inside the transaction. */
export interface AppliedChange<Item, Action> {
  trx: Db;
  user: SessionUser;
  before: Item;
  after: Item;
  action: Action;
  now: number;
}

/**
 * One kind of work item (a challenge, a teach-back, a review): where it lives, whose it is, its state
 * machine, what its edits write, its activity line and what else a change implies.
 */
export interface WorkItemKind<
  T extends StatusTable,
  Item extends { status: StatusOf<T>; updatedAt: number },
  Action,
  Edit,
> {
  table: T;
  /** The live-update type that names this kind's items. */
  event: RealtimeEvent['type'];
  notFound: string;
  /** The item if it is the user's to change; anyone else's finds nothing, exactly like a missing one. */
  findOwn(db: Db, userId: string, id: string): Promise<Item | undefined>;
  transition(action: Action, status: StatusOf<T>): Transition<StatusOf<T>>;
  /** The columns the edit writes in the same compare-and-set, and the item as it reads afterwards. */
  write(edit: Edit, before: Item, now: number): ExtraColumns<T>;
  apply(item: Item, edit: Edit, status: StatusOf<T>, now: number): Item;
  /**
   * The Markdown the edit saves, if any, and which text it is: its images must be the user's own uploads
   * (400 otherwise, nothing written), and are recorded as referenced (features/images/own-images.service.ts).
   */
  images?: { source: ImageSourceKind; markdownOf(edit: Edit): string | undefined };
  /** Why the item, as the change would leave it, may not take it (400): a teach-back too short to complete. */
  refuse?(action: Action, after: Item): string | undefined;
  activity: { type: ActivityType; text(action: Action, item: Item): string };
  /** Further changes in the same transaction; returns who must hear of them. */
  effects?(change: AppliedChange<Item, Action>): Promise<Notice[]>;
}

/**
 * The one path for "a work item changes status": find the user's own item, ask the pure state machine,
 * compare-and-set the row, write the activity entry and the kind's further effects, all in one transaction;
 * events are collected inside it and published only after it commits.
 */
export async function changeStatus<
  T extends StatusTable,
  Item extends { status: StatusOf<T>; updatedAt: number },
  Action,
  Edit,
>(
  deps: StatusChangeDeps,
  kind: WorkItemKind<T, Item, Action, Edit>,
  user: SessionUser,
  { id, action, edit, quiet = false }: StatusChangeRequest<Action, Edit>,
): Promise<Item> {
  const now = deps.now();
  const { item, notices } = await deps.db.transaction().execute(async (trx) => {
    const before = await kind.findOwn(trx, user.id, id);
    if (!before) throw new AppError('not_found', kind.notFound);
    const transition = kind.transition(action, before.status);
    if (!transition.ok) throw new AppError('conflict', transition.message);
    const after = kind.apply(before, edit, transition.next, now);
    const refusal = kind.refuse?.(action, after);
    if (refusal) throw new AppError('invalid_argument', refusal);
    const markdown = kind.images?.markdownOf(edit);
    if (kind.images && markdown !== undefined) {
      const source = { kind: kind.images.source, id };
      await embedOwnImages(trx, { userId: user.id, source, markdown, now });
    }
    const swap = {
      id,
      from: before.status,
      to: transition.next,
      now,
      set: kind.write(edit, before, now),
      unchangedSince: before.updatedAt,
    };
    if (!(await compareAndSetStatus(trx, kind.table, swap))) {
      throw new AppError('conflict', LEARNING_MESSAGES.changedMeanwhile);
    }
    const notices: Notice[] = [{ userIds: [user.id], event: { type: kind.event, ids: [id] } }];
    if (!quiet) {
      const activityId = await insertActivity(trx, {
        userId: user.id,
        text: kind.activity.text(action, before),
        type: kind.activity.type,
        createdAt: now,
        link: { kind: LINK_KIND_OF[kind.table], id },
      });
      notices.push({ userIds: [user.id], event: { type: 'activity', ids: [activityId] } });
    }
    notices.push(...((await kind.effects?.({ trx, user, before, after, action, now })) ?? []));
    return { item: after, notices };
  });

  await publishAll(deps, notices);
  return item;
}
