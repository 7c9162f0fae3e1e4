import * as Collapsible from '@radix-ui/react-collapsible';
import { AUTH_MESSAGES } from '@teachloop/shared';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { resetRequestErrorText, useRequestPasswordReset } from '../api/request-password-reset';
import type { ResetRequestValues } from '../schemas/email-schema';
import { FormErrorBanner } from '../../../components/common/form-error-banner';

const resetRequest = lazyResolver<ResetRequestValues>(() =>
  import('../schemas/form-resolvers').then((module) => module.resetRequestResolver),
);

/**
 * The 'Forgot password?' disclosure (a Radix Collapsible: aria-expanded and aria-controls on the button). The
 * panel unmounts while closed, but the form state lives here, so its field keeps what was typed; on opening,
 * an empty field takes the address from the login form.
 */
export function ForgotPassword({ getLoginEmail }: { getLoginEmail: () => string }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<ResetRequestValues>({
    resolver: resetRequest.resolver,
    mode: 'all',
    defaultValues: { email: '' },
  });
  useEffect(() => resetRequest.preload(), []);
  const request = useRequestPasswordReset();

  function onOpenChange(next: boolean) {
    if (next && getValues('email').trim() === '') setValue('email', getLoginEmail().trim());
    setOpen(next);
  }

  const onSubmit = handleSubmit(
    ({ email }) => request.mutate(email),
    () => request.reset(),
  );

  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange} className="flex flex-col gap-3">
      <Collapsible.Trigger className="self-center rounded text-sm font-semibold text-primary hover:underline">
        Forgot password?
      </Collapsible.Trigger>
      <Collapsible.Content asChild>
        <section aria-labelledby={headingId} className="rounded-xl border border-line bg-surface-2 p-4">
          <h2 id={headingId} className="text-base font-semibold text-fg">
            Reset your password
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted">We’ll email you a link to choose a new password.</p>
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
            <TextField
              label="Account email"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            {request.isSuccess ? (
              <Alert tone="success">{AUTH_MESSAGES.resetSent(request.variables)}</Alert>
            ) : null}
            <FormErrorBanner
              message={request.error ? resetRequestErrorText(request.error) : null}
              focusKey={request.error}
            />
            <Button type="submit" variant="secondary" disabled={request.isPending} className="w-full">
              {request.isPending ? 'Sending…' : 'Send reset link'}
            </Button>
          </form>
        </section>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
