import { ACCOUNT_MESSAGES } from '@teachloop/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { RequestErrorBanner } from '../../../components/common/form-error-banner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { accountErrorText, useChangePassword } from '../api/account';
import type { ChangePasswordValues as Values } from '../schemas/change-password-schema';
import { NewPasswordFields } from '../../../components/common/new-password-fields';
import { PasswordField } from '../../../components/common/password-field';

const changePassword = lazyResolver<Values>(() =>
  import('../schemas/change-password-resolver').then((module) => module.changePasswordResolver),
);

/** Change password: the current one, then the new one twice. Other devices are signed out by the server. */
export function ChangePasswordForm() {
  const form = useForm<Values>({
    resolver: changePassword.resolver,
    mode: 'onTouched',
    defaultValues: { current: '', password: '', confirm: '' },
  });
  useEffect(() => changePassword.preload(), []);
  const change = useChangePassword();
  const onSubmit = form.handleSubmit(
    ({ current, password }) =>
      change.mutate({ currentPassword: current, newPassword: password }, { onSuccess: () => form.reset() }),
    () => change.reset(),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-md flex-col gap-4">
      <RequestErrorBanner error={change.error} text={accountErrorText} />
      {change.isSuccess ? <Alert tone="success">{ACCOUNT_MESSAGES.passwordChanged}</Alert> : null}
      <PasswordField
        label="Current password"
        subject="current password"
        autoComplete="current-password"
        error={form.formState.errors.current?.message}
        {...form.register('current')}
      />
      <NewPasswordFields form={form} passwordLabel="New password" confirmLabel="Confirm new password" />
      <Button type="submit" disabled={change.isPending} className="self-start">
        {change.isPending ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}
