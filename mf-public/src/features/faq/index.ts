/** The FAQ feature's public surface: the questions section (the support page shows it in full). */
export { FaqSection } from './components/FaqSection';
