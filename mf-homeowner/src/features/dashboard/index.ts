/** The dashboard feature's public surface: the dashboard screen. */
export { DashboardScreen } from './components/DashboardScreen';
