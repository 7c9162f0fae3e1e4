import { useLocation } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';

/** What the create form hands the list in history state, so the list can confirm what happened. */
export interface CreatedNoticeState {
  created: { assigned: boolean };
}

/** An open challenge can be worked on and completed at once; a peer taking it up only adds Start. */
export const CREATED_TEXTS = {
  assigned: 'A peer has been asked to teach it back. You can work on it right away.',
  unassigned:
    'No one else is here yet to teach it back; invite a friend to join Teachloop. You can work on it right away.',
} as const;

const stateSchema = z.object({ created: z.object({ assigned: z.boolean() }) });

export function CreatedNotice() {
  const parsed = stateSchema.safeParse(useLocation().state);
  if (!parsed.success) return null;
  // Without the title: the new challenge is right below, and one text on the page should name it once.
  const { assigned } = parsed.data.created;
  return (
    <Alert tone="success" className="mb-6">
      <p className="font-semibold">Challenge created.</p>
      <p className="mt-1 text-muted">{assigned ? CREATED_TEXTS.assigned : CREATED_TEXTS.unassigned}</p>
    </Alert>
  );
}
