import { AUTH_MESSAGES } from '@teachloop/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './password-field';

/** Password and its confirmation, as on signup and on the reset page. */
export function NewPasswordFields({
  password,
  confirm,
  passwordError,
  confirmError,
  passwordLabel = 'Password',
  confirmLabel = 'Confirm Password',
}: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  passwordError: string | undefined;
  confirmError: string | undefined;
  passwordLabel?: string;
  confirmLabel?: string;
}) {
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        hint={AUTH_MESSAGES.passwordHint}
        error={passwordError}
        {...password}
      />
      <PasswordField
        label={confirmLabel}
        subject="confirm password"
        autoComplete="new-password"
        error={confirmError}
        {...confirm}
      />
    </>
  );
}
