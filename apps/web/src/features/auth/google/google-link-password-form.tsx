import { SIGN_IN_METHOD_MESSAGES } from '@teachloop/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { FormErrorBanner } from '../../../components/common/form-error-banner';
import { Button } from '../../../components/ui/button';
import { confirmGoogleLinkErrorText, useConfirmGoogleLink } from '../api/confirm-google-link';
import { PasswordField } from '../../../components/common/password-field';

/**
 * Shown after 'Continue with Google' found a verified account with the same address: its password, entered
 * once, connects Google and signs in. Loaded only then (the login page's first load stays small).
 */
export function GoogleLinkPasswordForm() {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = useConfirmGoogleLink();
  const headingId = useId();
  const field = useRef<HTMLInputElement>(null);
  // The form appears after Google answered, below the button the user pressed: the password is what comes next.
  useEffect(() => field.current?.focus(), []);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setMissing(password === '');
    if (password !== '') confirm.mutate(password);
  }

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      className="flex flex-col gap-3 rounded-lg border border-line p-4"
    >
      <p id={headingId} className="text-sm text-fg">
        {SIGN_IN_METHOD_MESSAGES.linkNeedsPassword}
      </p>
      <FormErrorBanner
        message={confirm.error ? confirmGoogleLinkErrorText(confirm.error) : null}
        focusKey={confirm.error}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        ref={field}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing ? SIGN_IN_METHOD_MESSAGES.passwordRequired : undefined}
      />
      <Button type="submit" disabled={confirm.isPending} className="w-full">
        {confirm.isPending ? 'Connecting Google…' : 'Connect Google and sign in'}
      </Button>
    </form>
  );
}
