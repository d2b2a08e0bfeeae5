export { JobQueueScreen as default } from '../features/jobs';
