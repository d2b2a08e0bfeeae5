export { default } from '../features/jobs/components/SitterJobsScreen';
