import { LegalPage } from '../../features/legal/components/legal-page';
import { TERMS_TEXTS } from '../../features/legal/legal-texts';

/** /terms (public): the rules of taking part. */
export function TermsPage() {
  return <LegalPage text={TERMS_TEXTS} />;
}
