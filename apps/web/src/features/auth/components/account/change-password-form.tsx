import { ACCOUNT_MESSAGES, GENERIC_MESSAGES } from '@teachloop/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormErrorBanner } from '../../../../components/common/form-error-banner';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { lazyResolver } from '../../../../lib/lazy-resolver';
import { useChangePassword } from '../../api/account';
import { authErrorText } from '../../api/auth-error-text';
import type { ChangePasswordValues as Values } from '../../schemas/change-password-schema';
import { NewPasswordFields } from '../new-password-fields';
import { PasswordField } from '../password-field';

const changePassword = lazyResolver<Values>(() =>
  import('../../schemas/form-resolvers').then((module) => module.changePasswordResolver),
);

/** Change password: the current one, then the new one twice. Other devices are signed out by the server. */
export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    trigger,
    formState: { errors },
  } = useForm<Values>({
    resolver: changePassword.resolver,
    mode: 'onTouched',
    defaultValues: { current: '', password: '', confirm: '' },
  });
  useEffect(() => changePassword.preload(), []);
  const change = useChangePassword();
  const onSubmit = handleSubmit(
    ({ current, password }) =>
      change.mutate({ currentPassword: current, newPassword: password }, { onSuccess: () => reset() }),
    () => change.reset(),
  );
  const revalidateConfirm = () => {
    if (getValues('confirm') !== '') void trigger('confirm');
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-md flex-col gap-4">
      <FormErrorBanner
        message={
          change.error ? authErrorText(change.error, [400, 429], GENERIC_MESSAGES.somethingWentWrong) : null
        }
        focusKey={change.error}
      />
      {change.isSuccess ? <Alert tone="success">{ACCOUNT_MESSAGES.passwordChanged}</Alert> : null}
      <PasswordField
        label="Current password"
        subject="current password"
        autoComplete="current-password"
        error={errors.current?.message}
        {...register('current')}
      />
      <NewPasswordFields
        password={register('password', { onChange: revalidateConfirm })}
        confirm={register('confirm')}
        passwordError={errors.password?.message}
        confirmError={errors.confirm?.message}
        passwordLabel="New password"
        confirmLabel="Confirm new password"
      />
      <Button type="submit" disabled={change.isPending} className="self-start">
        {change.isPending ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}
