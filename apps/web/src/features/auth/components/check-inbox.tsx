import { EMAIL_VERIFICATION_TEXTS } from '@teachloop/shared';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

/**
 * What sign-up shows once sent, whether or not the address already had an account (the server answers both
 * alike): where the link went and what to do next. Focus moves to the heading so a screen reader says so.
 */
export function CheckInbox({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {EMAIL_VERIFICATION_TEXTS.checkInboxTitle}
      </h2>
      <p className="text-sm">{EMAIL_VERIFICATION_TEXTS.checkInbox(email)}</p>
      <Link to="/login" className="self-start rounded font-semibold text-primary hover:underline">
        Log in
      </Link>
    </div>
  );
}
