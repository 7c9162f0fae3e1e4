import type { ReactNode } from 'react';
import type { CompleteBody, WorkItem, WorkItemApi } from '../../../lib/work-item-api';
import type { MinWords } from '../word-count';
import type { ClosedDraftTexts } from './closed-draft';
import type { CompleteConfirmTexts } from './complete-confirm';

/**
 * Everything the shared work page, action button and card need to know about one kind of work item
 * (challenge, teach-back, and the reviews to come). Each feature defines its kind once, as a module constant.
 */
export interface WorkItemKind<T extends WorkItem> {
  /** 'Challenge', 'Teach-back': the work page's title while loading or failed. */
  noun: string;
  /** The list the work page goes back to. */
  back: { to: string; label: string };
  workPath: (id: string) => string;
  notFoundText: string;
  loadFailedText: string;
  /** The status in which 'Start' is offered; leave it out for a kind that has no Start. */
  startFrom?: T['status'];
  startFailedText: string;
  /** A second choice beside 'Start' while the item waits in its start state (Decline on a pending teach-back). */
  startAlternative?: (item: T, props: { describedBy: string; size: 'sm' | 'md' }) => ReactNode;
  notesLabel: string;
  /** The words the notes need before 'Mark complete' is offered; leave it out for no minimum. */
  minWords?: MinWords;
  /** A calm note under the notes, beside 'Mark complete' and on completed work: how completing it pays. */
  completeNote?: string;
  api: Pick<WorkItemApi<T>, 'useItem' | 'useSaveNotes' | 'useStart' | 'useComplete'>;
  /** The work page's h1, the eyebrow above it, and the facts shown before the status under it. */
  heading: (item: T) => { eyebrow?: string; title: string; facts: ReactNode };
  /** The text the work answers (instructions, a prompt); an empty one shows no prompt card. */
  prompt: (item: T) => string;
  /** The side card's facts after 'Due'. */
  details: (item: T) => [string, ReactNode][];
  /** A secondary action of the kind's own beside the heading (Decline on a pending teach-back); null for none. */
  extraAction?: (item: T) => ReactNode;
  /** A section of the kind's own after the prompt; null for none. */
  section?: (item: T) => ReactNode;
  /** What leads the page, before the prompt (where the owner's challenge stands); null for none. */
  lead?: (item: T) => ReactNode;
  /** 'Mark complete' as a secondary button: the page's main step is elsewhere (the owner's challenge). */
  quietComplete?: boolean;
  /**
   * Asks before completing (the owner closing a challenge nobody has taught): renders what asks, which calls
   * `answer` once, true to go on; it may answer at once when there is nothing to ask.
   */
  confirmComplete?: (item: T, answer: (ok: boolean) => void) => ReactNode;
  /**
   * Drafts that never lose words: saved as typed and kept on this device until the server has them, a prompt
   * before leaving unsaved words, and the rendered text shown to confirm before completing; once the server no
   * longer has the item, `closed` says so and the writer keeps a copy (ClosedDraft). Left out, the
   * notes save with 'Save progress' only and complete at once.
   */
  drafts?: { confirm: CompleteConfirmTexts; closed: ClosedDraftTexts };
  /**
   * A choice in the confirmation before completing (a teach-back of a path item: publish it in the course
   * library), for a kind with `drafts`: `value` is what it has answered so far ({} until then), sent as the
   * complete request's body.
   */
  completeChoice?: (item: T, value: CompleteBody, onChange: (value: CompleteBody) => void) => ReactNode;
  /** How to write it well, shown above the editor while it is being written. */
  guide?: ReactNode;
  /** What completed work shows instead of its read-only notes (a teach-back: its review beside it). */
  completedView?: (item: T) => ReactNode;
}

/** The label of an item's link to its work page: completed work can only be looked at. */
export function workLinkLabel(item: WorkItem): 'View' | 'Continue' {
  return item.status === 'completed' ? 'View' : 'Continue';
}
