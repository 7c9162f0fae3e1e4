import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { CHALLENGE_OWNER_TEXTS } from '../challenge-owner-texts';

/** What the create form hands the list in history state, so the list can confirm what happened. */
export interface CreatedNoticeState {
  created: { assigned: boolean };
}

/** What a deletion hands the list in history state: the title of the challenge that is gone. */
export interface DeletedNoticeState {
  deleted: { title: string };
}

/** An open challenge can be worked on and completed at once; a peer taking it up only adds Start. */
const CREATED_TEXTS = {
  assigned: 'A peer has been asked to teach it back. You can work on it right away.',
  unassigned:
    'No one else is here yet to teach it back; invite a friend to join Teachloop. You can work on it right away.',
} as const;

/** Whether the create form left a note in history state (any other state, or none, shows nothing). */
function assignedOf(state: unknown): boolean | undefined {
  const assigned = (state as Partial<CreatedNoticeState> | null)?.created?.assigned;
  return typeof assigned === 'boolean' ? assigned : undefined;
}

function deletedTitleOf(state: unknown): string | undefined {
  const title = (state as Partial<DeletedNoticeState> | null)?.deleted?.title;
  return typeof title === 'string' ? title : undefined;
}

/**
 * The list's confirmation of what the user just did: created a challenge, or deleted one. `invite` (the page's
 * invite card) follows the note that nobody else is here yet to teach it back.
 */
export function CreatedNotice({ invite }: { invite?: ReactNode }) {
  const state: unknown = useLocation().state;
  const assigned = assignedOf(state);
  const deleted = deletedTitleOf(state);
  if (deleted !== undefined) {
    return (
      <Alert tone="success" className="mb-6">
        <p className="font-semibold">{CHALLENGE_OWNER_TEXTS.deleted(deleted)}</p>
      </Alert>
    );
  }
  if (assigned === undefined) return null;
  // Without the title: the new challenge is right below, and one text on the page should name it once.
  const notice = (
    <Alert tone="success" className="mb-6">
      <p className="font-semibold">Challenge created.</p>
      <p className="mt-1 text-muted">{assigned ? CREATED_TEXTS.assigned : CREATED_TEXTS.unassigned}</p>
    </Alert>
  );
  return assigned || !invite ? (
    notice
  ) : (
    <>
      {notice}
      {invite}
    </>
  );
}
