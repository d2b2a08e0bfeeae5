// The schedule feature as the rest of the area uses it: the admins' week view.
export { default as ScheduleScreen } from './components/ScheduleScreen';
