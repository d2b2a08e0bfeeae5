export { default } from '../features/jobs/components/JobQueueScreen';
