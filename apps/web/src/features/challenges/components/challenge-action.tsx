import type { Challenge } from '@teachloop/shared';
import { Play } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { actionErrorText } from '../../../lib/error-text';
import { useStartChallenge } from '../api/start-challenge';
import { CHALLENGE_TEXTS, challengeWorkPath } from '../challenge-texts';

/** Spec: 'Start' for an accepted challenge (it starts it, then opens the work page), else 'Continue'. */
export function ChallengeAction({ challenge, describedBy }: { challenge: Challenge; describedBy: string }) {
  const start = useStartChallenge();
  const navigate = useNavigate();
  const workPath = challengeWorkPath(challenge.id);

  if (challenge.status !== 'accepted') {
    return (
      <ButtonLink to={workPath} variant="secondary" aria-describedby={describedBy} className="shrink-0">
        Continue
      </ButtonLink>
    );
  }
  return (
    <div className="flex shrink-0 flex-col gap-2 sm:items-end">
      <Button
        aria-describedby={describedBy}
        disabled={start.isPending}
        onClick={() => start.mutate(challenge.id, { onSuccess: () => void navigate(workPath) })}
      >
        <Play aria-hidden className="size-4" />
        {start.isPending ? 'Starting…' : 'Start'}
      </Button>
      {start.isError ? (
        <p role="alert" className="max-w-64 text-sm font-medium text-danger sm:text-right">
          {actionErrorText(start.error, CHALLENGE_TEXTS.updateFailed)}
        </p>
      ) : null}
    </div>
  );
}
