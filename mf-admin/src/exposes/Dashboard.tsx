export { default } from '../features/dashboard/components/AdminDashboardScreen';
