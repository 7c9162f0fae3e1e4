import {
  CHALLENGE_LEVELS,
  LEARNING_LIMITS as L,
  LEARNING_MESSAGES,
  type CreateChallenge,
  type CreateChallengeInput,
} from '@teachloop/shared';
import { useEffect, useId, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { MarkdownField } from '../../../components/common/markdown-field';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { FormErrorBanner } from '../../../components/common/form-error-banner';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { formatNumber } from '../../../lib/format-number';

const validation = lazyResolver<CreateChallengeInput, CreateChallenge>(() =>
  import('./create-challenge-resolver').then((module) => module.createChallengeResolver),
);

/** A blank title or topic is one message for both fields (the spec's), shown in the banner; others inline. */
function inlineError(message: string | undefined): string | undefined {
  return message === LEARNING_MESSAGES.titleAndTopicRequired ? undefined : message;
}

/**
 * A challenge's fields, validated by the server's own schema: the create page's form, and the owner's edit
 * (prefilled). `submit` sends the values; `failure` is what the server answered, shown in the banner.
 */
export function ChallengeForm({
  defaultValues,
  submitLabel,
  pending,
  failure,
  failureKey,
  submit,
  reset,
  cancel,
}: {
  defaultValues: CreateChallengeInput;
  submitLabel: { idle: string; pending: string };
  pending: boolean;
  failure: string | null;
  /** Changes with each failure, so the banner takes focus again. */
  failureKey: unknown;
  submit: (values: CreateChallenge) => void;
  /** Clears the last failure when the form's own validation fails instead. */
  reset: () => void;
  /** The way out, after the submit button in the tab order (a link back, or the dialog's Cancel). */
  cancel: ReactNode;
}) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateChallengeInput, unknown, CreateChallenge>({
    resolver: validation.resolver,
    defaultValues,
  });
  useEffect(() => validation.preload(), []);
  const bannerId = useId();

  const missing = [errors.title?.message, errors.topic?.message].includes(
    LEARNING_MESSAGES.titleAndTopicRequired,
  );
  const banner = missing ? LEARNING_MESSAGES.titleAndTopicRequired : failure;
  const describedBy = (message: string | undefined) =>
    message === LEARNING_MESSAGES.titleAndTopicRequired
      ? { 'aria-invalid': true, 'aria-describedby': bannerId }
      : {};
  const onSubmit = handleSubmit(submit, reset);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <FormErrorBanner id={bannerId} message={banner} focusKey={failureKey} />
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
      <Controller
        name="description"
        control={control}
        render={({ field }) => (
          <MarkdownField
            label="Prompt/Instructions"
            rows={6}
            value={field.value ?? ''}
            onChange={field.onChange}
            maxLength={L.description}
            hint={`Optional. What should your peer explain back? Up to ${formatNumber(L.description)} characters.`}
            error={errors.description?.message}
          />
        )}
      />
      {/* Submit first in the source, on screen (stacked at 375 px, in a row wider) and in the tab order alike. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? submitLabel.pending : submitLabel.idle}
        </Button>
        {cancel}
      </div>
    </form>
  );
}
