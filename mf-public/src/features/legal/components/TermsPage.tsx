import { TERMS_SECTIONS } from '../content/termsSections';
import { LegalPage } from './LegalPage';

/** Route /terms. */
export function TermsPage() {
  return <LegalPage title="Terms of Service" sections={TERMS_SECTIONS} />;
}
