export { default } from '../features/dashboard/components/SitterDashboardScreen';
