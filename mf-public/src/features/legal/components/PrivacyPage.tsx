import { PRIVACY_SECTIONS } from '../content/privacySections';
import { LegalPage } from './LegalPage';

/** Route /privacy. */
export function PrivacyPage() {
  return <LegalPage title="Privacy Policy" sections={PRIVACY_SECTIONS} />;
}
