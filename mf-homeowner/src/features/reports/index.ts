/** The reports feature's public surface: the reports screen. */
export { ReportsScreen } from './components/ReportsScreen';
