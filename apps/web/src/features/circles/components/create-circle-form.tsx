import { zodResolver } from '@hookform/resolvers/zod';
import {
  CIRCLE_LEVELS,
  CIRCLE_LIMITS as L,
  CIRCLE_MESSAGES,
  CIRCLE_PRIVACIES,
  CIRCLE_PRIVACY_LABELS,
  createCircleSchema,
  type CreateCircle,
  type CreateCircleInput,
} from '@teachloop/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { RequestErrorBanner } from '../../../components/common/form-error-banner';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { DialogActions } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { circleErrorText } from '../api/circle-actions';
import { useCreateCircle } from '../api/create-circle';
import { CIRCLE_TEXTS } from '../circle-texts';

const DEFAULTS: CreateCircleInput = {
  name: '',
  focus: '',
  level: 'Beginner',
  privacy: 'open',
  capacity: L.defaultCapacity,
};

/** The circle's two required text fields, name then focus. */
const TEXT_FIELDS = [
  { name: 'name', label: 'Name', hint: CIRCLE_TEXTS.nameHint, placeholder: 'e.g. Graph Theory Study Group' },
  {
    name: 'focus',
    label: 'Focus',
    hint: CIRCLE_TEXTS.focusHint,
    placeholder: 'e.g. Shortest paths and spanning trees',
  },
] as const;

/**
 * The 'Create a circle' form (create-circle-dialog.tsx), loaded when the dialog is about to open: it brings
 * zod and react-hook-form, which /circles does not need until then. A created circle opens its own page.
 */
export function CreateCircleForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateCircleInput, unknown, CreateCircle>({
    resolver: zodResolver(createCircleSchema),
    defaultValues: DEFAULTS,
  });
  const create = useCreateCircle();
  const navigate = useNavigate();
  const privacyHintId = useId();

  const onSubmit = handleSubmit(
    (values) =>
      create.mutate(values, {
        onSuccess: (circle) => void navigate(`/circles/${encodeURIComponent(circle.id)}`),
      }),
    () => create.reset(),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      <RequestErrorBanner
        error={create.error}
        text={(error) => circleErrorText(error, CIRCLE_MESSAGES.createFailed)}
      />
      {TEXT_FIELDS.map(({ name, label, hint, placeholder }) => (
        <TextField
          key={name}
          label={label}
          required
          hint={hint}
          placeholder={placeholder}
          error={errors[name]?.message}
          {...register(name)}
        />
      ))}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Level"
          options={CIRCLE_LEVELS}
          error={errors.level?.message}
          {...register('level')}
        />
        <TextField
          label="Capacity"
          type="number"
          inputMode="numeric"
          min={L.minCapacity}
          max={L.maxCapacity}
          step={1}
          hint={CIRCLE_TEXTS.capacityHint}
          error={errors.capacity?.message}
          {...register('capacity', { valueAsNumber: true })}
        />
      </div>
      <fieldset aria-describedby={errors.privacy ? privacyHintId : undefined}>
        <legend className="mb-2 text-sm font-medium text-fg">Privacy</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {CIRCLE_PRIVACIES.map((privacy) => (
            <label
              key={privacy}
              className={cn(
                'flex cursor-pointer gap-3 rounded-lg border border-line p-3 transition-colors hover:bg-surface-2',
                'has-[:checked]:border-primary has-[:checked]:bg-primary-soft',
              )}
            >
              <input type="radio" value={privacy} className="mt-1 accent-primary" {...register('privacy')} />
              <span>
                <span className="block text-sm font-semibold text-fg">{CIRCLE_PRIVACY_LABELS[privacy]}</span>
                <span className="block text-xs text-muted">{CIRCLE_TEXTS.privacyHints[privacy]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.privacy ? (
          <p id={privacyHintId} className="mt-1.5 text-xs font-medium text-danger">
            {errors.privacy.message}
          </p>
        ) : null}
      </fieldset>
      <DialogActions>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create circle'}
        </Button>
      </DialogActions>
    </form>
  );
}
