import { INVITE_LIMITS, type AcceptedInvite } from '@teachloop/shared';
import { relativeTime } from '../../../lib/relative-time';
import { INVITE_TEXTS } from '../invite-texts';

/** The friends who joined from the user's link, newest first, each with when. */
export function AcceptedInvites({
  accepted,
  more,
  now,
}: {
  accepted: AcceptedInvite[];
  more: boolean;
  now: number;
}) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-fg">{INVITE_TEXTS.acceptedHeading}</h3>
      {accepted.length === 0 ? (
        <p className="text-sm text-muted">{INVITE_TEXTS.noneYet}</p>
      ) : (
        <ul className="flex flex-col gap-1.5 text-sm text-fg">
          {accepted.map((invite) => (
            <li key={invite.id} className="wrap-anywhere">
              {INVITE_TEXTS.joined(invite.name, relativeTime(invite.joinedAt, now))}
            </li>
          ))}
        </ul>
      )}
      {more ? <p className="text-xs text-muted">{INVITE_TEXTS.newestOnly(INVITE_LIMITS.accepted)}</p> : null}
    </div>
  );
}
