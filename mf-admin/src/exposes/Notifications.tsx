export { AdminNotificationsScreen as default } from '../features/notifications';
