export { AdminNotificationsScreen } from './components/AdminNotificationsScreen';
