import type { Db } from '../db/database';
import { grantModeratorByEmail, listModerators, revokeModeratorByEmail } from '../db/moderators';

export const ADMIN_USAGE = `Usage:
  npm run admin -- grant <email>    make the account with this e-mail a moderator
  npm run admin -- revoke <email>   take the moderator role away
  npm run admin -- list             list the moderators`;

/** What a command printed and its exit code (0 done, 1 refused, 2 wrong usage). */
export interface AdminOutcome {
  code: number;
  lines: string[];
}

/** Runs `npm run admin -- <args>` on `db`: the only way to give or take the moderator role. */
export async function runAdminCommand(db: Db, args: readonly string[], now: number): Promise<AdminOutcome> {
  const [command, email, ...extra] = args;
  if (command === 'list' && email === undefined) {
    const moderators = await listModerators(db);
    if (moderators.length === 0) return { code: 0, lines: ['No moderators yet.'] };
    return {
      code: 0,
      lines: moderators.map(
        (m) => `${m.email}  (${m.name}, since ${new Date(m.grantedAt).toISOString().slice(0, 10)})`,
      ),
    };
  }
  if ((command === 'grant' || command === 'revoke') && email && extra.length === 0) {
    if (command === 'grant') {
      return (await grantModeratorByEmail(db, email, now))
        ? { code: 0, lines: [`${email} is now a moderator.`] }
        : { code: 1, lines: [`No account has the e-mail ${email}.`] };
    }
    return (await revokeModeratorByEmail(db, email))
      ? { code: 0, lines: [`${email} is no longer a moderator.`] }
      : { code: 1, lines: [`${email} is not a moderator.`] };
  }
  return { code: 2, lines: [ADMIN_USAGE] };
}
