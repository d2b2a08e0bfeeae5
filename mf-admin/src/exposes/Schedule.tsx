export { ScheduleScreen as default } from '../features/schedule';
