/** The legal feature's public surface: the /privacy and /terms pages. */
export { PrivacyPage } from './components/PrivacyPage';
export { TermsPage } from './components/TermsPage';
