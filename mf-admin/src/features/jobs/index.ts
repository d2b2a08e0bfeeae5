// The jobs feature as the rest of the area uses it: the job queue screen and how a person is named.
export { default as JobQueueScreen } from './components/JobQueueScreen';
export { personName } from './jobFormat';
export { jobDetailsLink, jobQueueLink, todayKey } from './queueFilters';
