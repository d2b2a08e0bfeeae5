/** The footer feature's public surface: the footer under every public page. */
export { SiteFooter } from './components/SiteFooter';
