import { SIGN_IN_LINK_TEXTS as TEXTS } from '@teachloop/shared';
import { RequestErrorBanner } from '../../../components/common/form-error-banner';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { signInLinkRequestErrorText, useRequestSignInLink } from '../api/sign-in-link';

/**
 * Shown under the login error when password sign-in is throttled for the account (429): the owner's way in
 * that strangers cannot block. It mails a sign-in link to the address the sign-in was tried with. Loaded only
 * then (login-form.tsx), so the login page's first load does not carry it.
 */
export function SignInLinkOffer({ email }: { email: string }) {
  const request = useRequestSignInLink();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-surface-2 p-4">
      <p className="text-sm text-muted">{TEXTS.offerHint}</p>
      {request.isSuccess ? (
        <Alert tone="success">{TEXTS.sent(request.variables)}</Alert>
      ) : (
        <Button
          type="button"
          variant="secondary"
          disabled={request.isPending}
          onClick={() => request.mutate(email)}
          className="w-full"
        >
          {request.isPending ? TEXTS.sending : TEXTS.offer}
        </Button>
      )}
      <RequestErrorBanner error={request.error} text={signInLinkRequestErrorText} />
    </div>
  );
}
