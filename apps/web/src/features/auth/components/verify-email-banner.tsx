import { EMAIL_VERIFICATION_TEXTS as TEXTS } from '@teachloop/shared';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSession } from '../../../lib/session';
import { emailErrorText, useResendVerification } from '../api/email-address';

/**
 * For a signed-in user whose address is not proven yet: where the link went, why it matters (XP and
 * leaderboards wait for it), and 'Resend' (busy while sending,
 * then 'Sent', or the server's reason, e.g. too soon after the last one).
 */
export function VerifyEmailBanner({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <div className="border-b border-warn/40 bg-warn-soft">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm text-fg">
        <p>
          {TEXTS.banner(email)} {TEXTS.bannerWhy}
        </p>
        <button
          type="button"
          onClick={() => resend.mutate()}
          disabled={resend.isPending || resend.isSuccess}
          className="rounded font-semibold text-primary underline-offset-2 hover:underline disabled:cursor-default disabled:no-underline disabled:opacity-70"
        >
          {resend.isPending ? TEXTS.resending : TEXTS.resend}
        </button>
        <p role="status" className="text-muted">
          {resend.isSuccess ? TEXTS.resent : resend.isError ? emailErrorText(resend.error) : ''}
        </p>
      </div>
    </div>
  );
}

/**
 * The banner, for a signed-in user whose address is not verified, shown in the layout's element `containerId`
 * (under the header). Part of the lazily loaded signed-in layer, so no first load carries it.
 */
export function VerifyEmailNotice({ containerId }: { containerId: string }) {
  const { user } = useSession();
  const [container, setContainer] = useState<HTMLElement | null>(null);
  // After the layout has committed its element (this layer may render in the same pass as the layout).
  useEffect(() => {
    const frame = requestAnimationFrame(() => setContainer(document.getElementById(containerId)));
    return () => cancelAnimationFrame(frame);
  }, [containerId]);
  if (!container || user?.emailVerified !== false) return null;
  return createPortal(<VerifyEmailBanner email={user.email} />, container);
}
