import { useEffect } from 'react';
import { AUTH_MESSAGES } from '@teachloop/shared';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { resetPasswordErrorText, useResetPassword } from '../api/reset-password';
import type { NewPasswordValues } from '../../../lib/new-password-schema';
import { RequestErrorBanner } from '../../../components/common/form-error-banner';
import { NewPasswordFields } from '../../../components/common/new-password-fields';

const newPassword = lazyResolver<NewPasswordValues>(() =>
  import('../schemas/form-resolvers').then((module) => module.newPasswordResolver),
);

/** Choose a new password with the token from the e-mailed link; then a way to log in with it. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm<NewPasswordValues>({
    resolver: newPassword.resolver,
    mode: 'all',
    defaultValues: { password: '', confirm: '' },
  });
  useEffect(() => newPassword.preload(), []);
  const reset = useResetPassword();

  if (reset.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">{AUTH_MESSAGES.passwordChanged}</Alert>
        <ButtonLink to="/login" size="lg" className="w-full">
          Log in
        </ButtonLink>
      </div>
    );
  }

  const onSubmit = form.handleSubmit(
    ({ password }) => reset.mutate({ newPassword: password, token }),
    () => reset.reset(),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <RequestErrorBanner error={reset.error} text={resetPasswordErrorText} />
      <NewPasswordFields form={form} passwordLabel="New password" confirmLabel="Confirm new password" />
      <Button type="submit" size="lg" disabled={reset.isPending} className="mt-1 w-full">
        {reset.isPending ? 'Saving…' : 'Change password'}
      </Button>
      <p className="text-center text-sm text-muted">
        Link not working?{' '}
        <Link to="/login" className="rounded font-semibold text-primary hover:underline">
          Ask for a new one
        </Link>
      </p>
    </form>
  );
}
