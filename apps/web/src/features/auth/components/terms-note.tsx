import { Link } from 'react-router';

const LINK = 'rounded font-semibold text-primary hover:underline';

/** The spec's terms line under the sign-in and sign-up forms, its Terms and Privacy links leading to the pages. */
export function TermsNote() {
  return (
    <p className="text-center text-xs leading-relaxed text-muted">
      By continuing you agree to our{' '}
      <Link to="/terms" className={LINK}>
        Terms
      </Link>{' '}
      and{' '}
      <Link to="/privacy" className={LINK}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}
