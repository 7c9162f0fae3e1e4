import { LEARNING_LIMITS, type Challenge } from '@teachloop/shared';
import { Button } from '../../../components/ui/button';
import { daysLeft } from '../../../lib/due-text';
import { actionErrorText } from '../../../lib/error-text';
import { useEditChallenge } from '../api/challenge-owner';
import { CHALLENGE_OWNER_TEXTS as T } from '../challenge-owner-texts';
import { ChallengeForm } from './challenge-form';

/** The challenge's due date as the form asks for it: whole days from now, within the form's range. */
function dueDaysOf(challenge: Challenge): number {
  return Math.min(LEARNING_LIMITS.maxDueDays, Math.max(1, daysLeft(challenge.dueTs)));
}

/** The create form again, prefilled with the challenge; saving or Cancel closes the dialog it sits in. */
export function EditChallengeForm({
  challenge,
  onSaved,
  onCancel,
}: {
  challenge: Challenge;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const edit = useEditChallenge(challenge.id);
  return (
    <ChallengeForm
      defaultValues={{
        title: challenge.title,
        topic: challenge.topic,
        level: challenge.level,
        dueDays: dueDaysOf(challenge),
        description: challenge.description,
      }}
      submitLabel={{ idle: T.save, pending: T.saving }}
      pending={edit.isPending}
      failure={
        edit.error ? actionErrorText(edit.error, T.editFailed, ['conflict', 'invalid_argument']) : null
      }
      failureKey={edit.error}
      submit={(values) => edit.mutate(values, { onSuccess: onSaved })}
      reset={() => edit.reset()}
      cancel={
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      }
    />
  );
}
