export { ReleasesScreen as default } from '../features/releases';
