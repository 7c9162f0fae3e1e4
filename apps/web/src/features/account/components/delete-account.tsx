import { ACCOUNT_MESSAGES } from '@teachloop/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { RequestErrorBanner } from '../../../components/common/form-error-banner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import type { AccountDeletedState } from '../account-deleted';
import { accountErrorText, useDeleteAccount } from '../api/account';
import { PasswordField } from '../../../components/common/password-field';

/** What happens to each kind of data, as the server does it (delete-account.service.ts). */
const CONSEQUENCES = [
  'Your profile, XP, badges, streak, activity and notifications are erased, and you are signed out everywhere.',
  'Teach-backs you were asked to do go to another peer; the ones peers were doing for your challenges are withdrawn.',
  'Reviews you wrote and reviews of your teach-backs stay with your peers, without your name.',
  'Circles you own pass to the member who joined next, or close if you are their only member.',
] as const;

/** "Delete my account": a confirmation dialog that asks for the password again. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const passwordInput = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const remove = useDeleteAccount(() => {
    const state: AccountDeletedState = { accountDeleted: true };
    return navigate('/', { replace: true, state });
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      setMissing(false);
      remove.reset();
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(password === '');
    if (password !== '') remove.mutate(password);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      initialFocus={passwordInput}
      title="Delete your account?"
      description="This cannot be undone."
      trigger={
        <Button variant="danger" className="self-start">
          Delete my account
        </Button>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-muted">
          {CONSEQUENCES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <RequestErrorBanner error={remove.error} text={accountErrorText} />
        <PasswordField
          ref={passwordInput}
          label="Your password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={missing ? ACCOUNT_MESSAGES.deleteConfirmPassword : undefined}
        />
        <DialogActions>
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete my account'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
