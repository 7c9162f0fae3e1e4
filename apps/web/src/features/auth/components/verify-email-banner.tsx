import { EMAIL_VERIFICATION_TEXTS as TEXTS } from '@teachloop/shared';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useSession } from '../../../lib/session';
import { emailErrorText } from '../../../lib/auth-error-text';
import { useResendVerification } from '../api/email-address';

/**
 * For a signed-in user whose address is not proven yet: where the link went, why it matters (XP and
 * leaderboards wait for it), and 'Resend', which acts once: busy while sending (a second click then does
 * nothing), then 'Sent'. The server answers a second request within the minute as sent too, mailing nothing.
 *
 * A landmark of its own, kept to the bottom of the window: it arrives after the page (its code is loaded with
 * the signed-in layer), and placed above the page it would push everything down when it did.
 */
function VerifyEmailBanner({ email }: { email: string }) {
  const resend = useResendVerification();
  // The button's disabled state reaches the page a render later; this stops a click that comes before it.
  const sending = useRef(false);
  const onResend = () => {
    if (sending.current) return;
    sending.current = true;
    resend.mutate(undefined, {
      onError: () => {
        sending.current = false;
      },
    });
  };
  return (
    <section
      aria-label={TEXTS.bannerLabel}
      className="sticky bottom-0 z-30 border-t border-warn/40 bg-warn-soft shadow-[0_-2px_8px_rgb(0_0_0/0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm text-fg">
        {/* On a phone the why is left out: the banner stays two lines over the page's bottom edge. */}
        <p>
          {TEXTS.banner(email)} <span className="max-sm:hidden">{TEXTS.bannerWhy}</span>
        </p>
        <button
          type="button"
          onClick={onResend}
          disabled={resend.isPending || resend.isSuccess}
          aria-busy={resend.isPending}
          className="rounded font-semibold text-primary underline-offset-2 hover:underline disabled:cursor-default disabled:no-underline disabled:opacity-70"
        >
          {resend.isPending ? TEXTS.resending : TEXTS.resend}
        </button>
        <p role="status" className="text-muted">
          {resend.isSuccess ? TEXTS.resent : resend.isError ? emailErrorText(resend.error) : ''}
        </p>
      </div>
    </section>
  );
}

/**
 * The banner, for a signed-in user whose address is not verified, placed after the app's root at the end of the
 * page and held to the bottom of the window (sticky): it adds room below everything, so nothing on the page
 * moves when it appears. Part of the lazily loaded signed-in layer, so no first load carries it.
 */
export function VerifyEmailNotice() {
  const { user } = useSession();
  if (user?.emailVerified !== false) return null;
  return createPortal(<VerifyEmailBanner email={user.email} />, document.body);
}
