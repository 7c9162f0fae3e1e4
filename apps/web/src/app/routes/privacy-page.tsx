import { LegalPage } from '../../features/legal/components/legal-page';
import { PRIVACY_TEXTS } from '../../features/legal/legal-texts';

/** /privacy (public): what is stored, why, for how long, and how to download or delete it. */
export function PrivacyPage() {
  return <LegalPage text={PRIVACY_TEXTS} />;
}
