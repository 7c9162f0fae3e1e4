import { REPORT_MESSAGES } from '@teachloop/shared';
import { AppError } from '../../app-error';

/**
 * A moderator never acts on their own case: not on a report about them or an item of theirs (dismiss, hide,
 * unhide), not on their own account (suspend, lift) and not on their own XP (void). Another moderator has to,
 * so no one can clear a report against themselves, restore what a colleague hid of theirs, or rewrite their own
 * record. Every moderation action calls this with the person the case is about, before it writes anything.
 */
export function assertNotOwnCase(moderatorId: string, subjectId: string): void {
  if (moderatorId === subjectId) throw new AppError('permission_denied', REPORT_MESSAGES.ownCase);
}
