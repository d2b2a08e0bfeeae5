export { SitterDashboardScreen as default } from '../features/dashboard';
