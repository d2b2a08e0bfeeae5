/** The confirmation feature's public surface: the /confirmation page. */
export { ConfirmationPage } from './components/ConfirmationPage';
