import type { PublishedExplanation } from '@teachloop/shared';
import { ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { mutateThen } from '../../../lib/mutate-then';
import { useOnce } from '../../../lib/use-once';
import { useHelpfulMark } from '../api/explanations';
import { PATH_TEXTS } from '../course-path-texts';

/** 'Helpful' as a toggle (aria-pressed) for a signed-in reader; the count comes back with the server's answer. */
export function HelpfulToggle({
  explanation,
  describedBy,
}: {
  explanation: PublishedExplanation;
  describedBy: string;
}) {
  const mark = useHelpfulMark();
  const once = useOnce();
  const [failed, setFailed] = useState(false);
  const pressed = explanation.markedHelpful;
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        size="sm"
        variant={pressed ? 'primary' : 'secondary'}
        aria-pressed={pressed}
        aria-describedby={describedBy}
        aria-disabled={mark.isPending}
        className="aria-disabled:cursor-wait"
        onClick={() =>
          once(() => {
            setFailed(false);
            return mutateThen(
              mark,
              { id: explanation.teachbackId, marked: !pressed },
              { onError: () => setFailed(true) },
            );
          })
        }
      >
        <ThumbsUp aria-hidden className="size-4" />
        {PATH_TEXTS.helpful}
      </Button>
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {PATH_TEXTS.helpfulFailed}
        </p>
      ) : null}
    </div>
  );
}
