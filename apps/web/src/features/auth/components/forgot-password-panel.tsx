import { AUTH_MESSAGES } from '@teachloop/shared';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
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
 * The reset request behind 'Forgot password?' (forgot-password.tsx), loaded when first asked for. It stays
 * mounted once opened and is only hidden while closed, so its field keeps what was typed; each time it opens,
 * an empty field takes the address from the login form.
 */
export function ForgotPasswordPanel({
  id,
  open,
  getLoginEmail,
}: {
  id: string;
  open: boolean;
  getLoginEmail: () => string;
}) {
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

  const wasOpen = useRef(false);
  // Before paint, so the field never shows empty for a frame when the login form has an address.
  useLayoutEffect(() => {
    if (open && !wasOpen.current && getValues('email').trim() === '')
      setValue('email', getLoginEmail().trim());
    wasOpen.current = open;
  });

  const onSubmit = handleSubmit(
    ({ email }) => request.mutate(email),
    () => request.reset(),
  );

  return (
    <section
      id={id}
      hidden={!open}
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
  );
}
