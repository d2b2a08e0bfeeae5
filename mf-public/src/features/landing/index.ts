/** The landing feature's public surface: the / page. */
export { LandingPage } from './components/LandingPage';
