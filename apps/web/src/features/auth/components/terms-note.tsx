/**
 * The spec's terms line. Its Terms and Privacy links are placeholders in the spec and no such pages exist yet,
 * so this is plain text rather than links that lead nowhere.
 */
export function TermsNote() {
  return (
    <p className="text-center text-xs leading-relaxed text-muted">
      By continuing you agree to our Terms and Privacy Policy.
    </p>
  );
}
