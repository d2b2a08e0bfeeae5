// The dashboard feature as the rest of the area uses it: its screen.
export { default as SitterDashboardScreen } from './components/SitterDashboardScreen';
