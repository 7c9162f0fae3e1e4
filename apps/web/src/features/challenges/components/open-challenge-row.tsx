import { countOf, OPEN_TO_TEACH_MESSAGES, type OpenChallenge } from '@teachloop/shared';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ActionRow } from '../../../components/common/action-row';
import { ReportButton } from '../../../components/common/report/report-button';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { mutateThen } from '../../../lib/mutate-then';
import { useOnce } from '../../../lib/use-once';
import { useAcceptChallenge } from '../api/open-challenges';

/** A refusal the server explains (taken first, no longer open, own): its words; anything else, the spec's. */
function acceptErrorText(error: Error): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 403) && error.message)
    return error.message;
  return OPEN_TO_TEACH_MESSAGES.acceptFailed;
}

/** One open challenge: its facts, and Accept (or 'Your challenge', or a way to log in first). */
export function OpenChallengeRow({ challenge, signedIn }: { challenge: OpenChallenge; signedIn: boolean }) {
  const accept = useAcceptChallenge();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const once = useOnce();

  // Once however often it is clicked while accepting: a second click must not read as 'already taken'.
  const onAccept = () =>
    once(() => {
      setError(null);
      return mutateThen(accept, challenge.id, {
        onSuccess: ({ teachback }) => void navigate(`/teachbacks/${encodeURIComponent(teachback.id)}/work`),
        onError: (failure) => setError(acceptErrorText(failure)),
      });
    });

  const meta = [
    challenge.topic,
    challenge.level,
    countOf(challenge.points, 'point'),
    `by ${challenge.author}`,
    `created ${formatDate(challenge.createdAt)}`,
  ].join(' · ');

  return (
    <ActionRow
      title={challenge.title}
      meta={meta}
      action={(titleId) => (
        <div className="flex shrink-0 flex-col gap-1 sm:items-end">
          {challenge.own ? (
            <span className="text-sm font-medium text-muted">Your challenge</span>
          ) : signedIn ? (
            <div className="flex flex-wrap items-center gap-2 sm:justify-end">
              <ReportButton itemKind="challenge" itemId={challenge.id} />
              <Button aria-describedby={titleId} disabled={accept.isPending} onClick={onAccept}>
                {accept.isPending ? 'Accepting…' : 'Accept challenge'}
              </Button>
            </div>
          ) : (
            <Link
              to="/login"
              state={{ from: location }}
              aria-describedby={titleId}
              className="text-sm font-semibold text-primary hover:underline"
            >
              Log in to accept
            </Link>
          )}
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
        </div>
      )}
    />
  );
}
