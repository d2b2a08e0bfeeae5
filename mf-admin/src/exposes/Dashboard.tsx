export { AdminDashboardScreen as default } from '../features/dashboard';
