// The releases feature's public surface: the admins' Releases screen.
export { ReleasesScreen } from './components/ReleasesScreen';
