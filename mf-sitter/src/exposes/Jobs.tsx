export { SitterJobsScreen as default } from '../features/jobs';
