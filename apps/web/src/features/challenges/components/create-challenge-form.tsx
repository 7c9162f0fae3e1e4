import { DEFAULT_DUE_DAYS, LEARNING_LIMITS as L, type CreateChallengeInput } from '@teachloop/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { mutateThen } from '../../../lib/mutate-then';
import { useOnce } from '../../../lib/use-once';
import { createChallengeErrorText, useCreateChallenge } from '../api/create-challenge';
import { ChallengeForm } from './challenge-form';
import type { CreatedNoticeState } from './created-notice';

const DEFAULTS: CreateChallengeInput = {
  title: '',
  topic: '',
  level: 'Beginner',
  dueDays: DEFAULT_DUE_DAYS,
  description: '',
};

export function CreateChallengeForm() {
  // A course page's 'Create a challenge' links here with ?topic=: prefill it.
  const [search] = useSearchParams();
  const topic = (search.get('topic') ?? '').trim().slice(0, L.topic);
  const create = useCreateChallenge();
  const navigate = useNavigate();
  const once = useOnce();

  return (
    <ChallengeForm
      defaultValues={{ ...DEFAULTS, topic }}
      submitLabel={{ idle: 'Create', pending: 'Creating…' }}
      pending={create.isPending}
      failure={create.error ? createChallengeErrorText(create.error) : null}
      failureKey={create.error}
      // Once however often it is clicked: a double-click must not create (and send) two challenges.
      submit={(values) =>
        once(() =>
          mutateThen(create, values, {
            onSuccess: ({ teachback }) => {
              const state: CreatedNoticeState = { created: { assigned: teachback !== null } };
              void navigate('/challenges', { state });
            },
          }),
        )
      }
      reset={() => create.reset()}
      cancel={
        <ButtonLink to="/challenges" variant="secondary">
          Cancel
        </ButtonLink>
      }
    />
  );
}
