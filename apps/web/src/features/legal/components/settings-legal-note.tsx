import { Link } from 'react-router';
import { SETTINGS_LEGAL_NOTE as TEXT } from '../legal-note-texts';

const LINK = 'rounded font-semibold text-primary hover:underline';

/** Under each settings page: where to read what is stored (Privacy) and the rules (Terms). */
export function SettingsLegalNote() {
  return (
    <p className="mt-12 border-t border-line pt-6 text-sm text-muted">
      {TEXT.before}{' '}
      <Link to="/privacy" className={LINK}>
        {TEXT.privacy}
      </Link>
      {TEXT.middle}{' '}
      <Link to="/terms" className={LINK}>
        {TEXT.terms}
      </Link>
      .
    </p>
  );
}
