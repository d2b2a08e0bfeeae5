/** The support feature's public surface: the /support page. */
export { SupportPage } from './components/SupportPage';
