import { EMAIL_VERIFICATION_TEXTS as TEXTS } from '@teachloop/shared';
import { useState, type FormEvent } from 'react';
import { RequestErrorBanner } from '../../../components/common/form-error-banner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/field';
import { useSession } from '../../../lib/session';
import { PasswordField } from '../../../components/common/password-field';
import { emailErrorText } from '../../../lib/auth-error-text';
import { useChangeEmail } from '../api/change-email';

/**
 * Change of e-mail: the new address and the current password (an account without one, made with Google,
 * leaves it empty). The server checks both; a link goes to the new address, a note to the current one.
 */
export function ChangeEmailForm() {
  const { user } = useSession();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const change = useChangeEmail();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { newEmail, ...(password ? { currentPassword: password } : {}) },
      { onSuccess: () => setPassword('') },
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
      <RequestErrorBanner error={change.error} text={emailErrorText} />
      {change.isSuccess ? (
        <Alert tone="success">{TEXTS.changeEmailSent(change.variables.newEmail)}</Alert>
      ) : null}
      {user ? <p className="text-sm text-muted">Current: {user.email}</p> : null}
      <EmailField
        label={TEXTS.newEmail}
        required
        value={newEmail}
        onChange={(event) => setNewEmail(event.target.value)}
      />
      <PasswordField
        label={TEXTS.currentPassword}
        subject="current password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" disabled={change.isPending || !newEmail.trim()} className="self-start">
        {change.isPending ? 'Sending…' : TEXTS.changeEmailSubmit}
      </Button>
    </form>
  );
}
