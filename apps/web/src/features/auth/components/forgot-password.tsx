import { AUTH_MESSAGES } from '@teachloop/shared';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/field';
import { resetRequestErrorText, useRequestPasswordReset } from '../api/request-password-reset';
import type { ResetRequestValues } from '../schemas/email-schema';
import { RequestErrorBanner } from '../../../components/common/form-error-banner';

const resetRequest = lazyResolver<ResetRequestValues>(() =>
  import('../schemas/form-resolvers').then((module) => module.resetRequestResolver),
);

/**
 * The 'Forgot password?' disclosure: a button with aria-expanded and aria-controls (the WAI-ARIA disclosure
 * pattern; a plain button, as a library's Collapsible would add to the login page's first load, decision 018).
 * The panel unmounts while closed, but the form state lives here, so its field keeps what was typed; on opening,
 * an empty field takes the address from the login form.
 */
export function ForgotPassword({ getLoginEmail }: { getLoginEmail: () => string }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
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

  function toggle() {
    if (!open && getValues('email').trim() === '') setValue('email', getLoginEmail().trim());
    setOpen(!open);
  }

  const onSubmit = handleSubmit(
    ({ email }) => request.mutate(email),
    () => request.reset(),
  );

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="self-center rounded text-sm font-semibold text-primary hover:underline"
      >
        Forgot password?
      </button>
      {open ? (
        <section
          id={panelId}
          aria-labelledby={headingId}
          className="rounded-xl border border-line bg-surface-2 p-4"
        >
          <h2 id={headingId} className="text-base font-semibold text-fg">
            Reset your password
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted">We’ll email you a link to choose a new password.</p>
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
            <EmailField label="Account email" error={errors.email?.message} {...register('email')} />
            {request.isSuccess ? (
              <Alert tone="success">{AUTH_MESSAGES.resetSent(request.variables)}</Alert>
            ) : null}
            <RequestErrorBanner error={request.error} text={resetRequestErrorText} />
            <Button type="submit" variant="secondary" disabled={request.isPending} className="w-full">
              {request.isPending ? 'Sending…' : 'Send reset link'}
            </Button>
          </form>
        </section>
      ) : null}
    </div>
  );
}
