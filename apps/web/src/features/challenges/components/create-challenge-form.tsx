import {
  CHALLENGE_LEVELS,
  DEFAULT_DUE_DAYS,
  LEARNING_LIMITS as L,
  LEARNING_MESSAGES,
  type CreateChallenge,
  type CreateChallengeInput,
} from '@teachloop/shared';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { FormErrorBanner } from '../../../components/common/form-error-banner';
import { createChallengeErrorText, useCreateChallenge } from '../api/create-challenge';
import { lazyResolver } from '../../../lib/lazy-resolver';
import type { CreatedNoticeState } from './created-notice';
import { formatNumber } from '../../../lib/format-number';

const validation = lazyResolver<CreateChallengeInput, CreateChallenge>(() =>
  import('./create-challenge-resolver').then((module) => module.createChallengeResolver),
);

const DEFAULTS: CreateChallengeInput = {
  title: '',
  topic: '',
  level: 'Beginner',
  dueDays: DEFAULT_DUE_DAYS,
  description: '',
};

/** A blank title or topic is one message for both fields (the spec's), shown in the banner; others inline. */
function inlineError(message: string | undefined): string | undefined {
  return message === LEARNING_MESSAGES.titleAndTopicRequired ? undefined : message;
}

export function CreateChallengeForm() {
  // A course page's 'Create a challenge on this' links here with ?topic=: prefill it.
  const [search] = useSearchParams();
  const topic = (search.get('topic') ?? '').trim().slice(0, L.topic);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateChallengeInput, unknown, CreateChallenge>({
    resolver: validation.resolver,
    defaultValues: { ...DEFAULTS, topic },
  });
  useEffect(() => validation.preload(), []);
  const create = useCreateChallenge();
  const navigate = useNavigate();
  const bannerId = useId();

  const missing = [errors.title?.message, errors.topic?.message].includes(
    LEARNING_MESSAGES.titleAndTopicRequired,
  );
  const banner = missing
    ? LEARNING_MESSAGES.titleAndTopicRequired
    : create.error
      ? createChallengeErrorText(create.error)
      : null;
  const describedBy = (message: string | undefined) =>
    message === LEARNING_MESSAGES.titleAndTopicRequired
      ? { 'aria-invalid': true, 'aria-describedby': bannerId }
      : {};

  const onSubmit = handleSubmit(
    (values) =>
      create.mutate(values, {
        onSuccess: ({ teachback }) => {
          const state: CreatedNoticeState = { created: { assigned: teachback !== null } };
          void navigate('/challenges', { state });
        },
      }),
    () => create.reset(),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <FormErrorBanner id={bannerId} message={banner} focusKey={create.error} />
      <TextField
        label="Title"
        required
        maxLength={L.title}
        placeholder="e.g. Explain recursion to a beginner"
        error={inlineError(errors.title?.message)}
        {...describedBy(errors.title?.message)}
        {...register('title')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Topic"
          required
          maxLength={L.topic}
          placeholder="e.g. Computer Science"
          error={inlineError(errors.topic?.message)}
          {...describedBy(errors.topic?.message)}
          {...register('topic')}
        />
        <SelectField
          label="Level"
          options={CHALLENGE_LEVELS}
          error={errors.level?.message}
          {...register('level')}
        />
      </div>
      <TextField
        label="Due (days)"
        type="number"
        inputMode="numeric"
        min={1}
        max={L.maxDueDays}
        step={1}
        hint={`From 1 to ${L.maxDueDays} days from now.`}
        error={errors.dueDays?.message}
        className="sm:max-w-40"
        {...register('dueDays', { valueAsNumber: true })}
      />
      <TextAreaField
        label="Prompt/Instructions"
        rows={6}
        maxLength={L.description}
        hint={`Optional. What should your peer explain back? Up to ${formatNumber(L.description)} characters.`}
        error={errors.description?.message}
        {...register('description')}
      />
      {/* Create first in the source, on screen (stacked at 375 px, in a row wider) and in the tab order alike. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create'}
        </Button>
        <ButtonLink to="/challenges" variant="secondary">
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}
