// The jobs feature as the rest of the area uses it: its screen.
export { default as SitterJobsScreen } from './components/SitterJobsScreen';
