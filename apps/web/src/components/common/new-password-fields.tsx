import { AUTH_MESSAGES } from '@teachloop/shared';
import type { Path, UseFormReturn } from 'react-hook-form';
import type { NewPasswordValues } from '../../lib/new-password-schema';
import { PasswordField } from './password-field';

/**
 * Password and its confirmation, as on signup, the reset page and the account's Change password, registered on
 * the form they belong to. A confirmation typed first is checked again when the password changes.
 */
export function NewPasswordFields<T extends NewPasswordValues>({
  form,
  passwordLabel = 'Password',
  confirmLabel = 'Confirm Password',
}: {
  form: Pick<UseFormReturn<T>, 'register' | 'getValues' | 'trigger' | 'formState'>;
  passwordLabel?: string;
  confirmLabel?: string;
}) {
  // Every such form has both fields (T extends NewPasswordValues); the form library cannot see it through T.
  const password = 'password' as Path<T>;
  const confirm = 'confirm' as Path<T>;
  const { register, getValues, trigger, formState } = form;
  const errors = formState.errors as UseFormReturn<NewPasswordValues>['formState']['errors'];
  const revalidateConfirm = () => {
    if (getValues(confirm) !== '') void trigger(confirm);
  };
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        hint={AUTH_MESSAGES.passwordHint}
        error={errors.password?.message}
        {...register(password, { onChange: revalidateConfirm })}
      />
      <PasswordField
        label={confirmLabel}
        subject="confirm password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register(confirm)}
      />
    </>
  );
}
