// The dashboard feature as the rest of the area uses it: its screen and the admin stats.
export { default as AdminDashboardScreen } from './components/AdminDashboardScreen';
export { useAdminStats } from './api/useAdminStats';
