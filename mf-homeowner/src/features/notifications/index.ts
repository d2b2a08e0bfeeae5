/** The notifications feature's public surface: the /homeowner/notifications screen. */
export { NotificationsScreen } from './components/NotificationsScreen';
