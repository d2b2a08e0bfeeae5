export { PayoutsSection } from './components/PayoutsSection';
export { SitterRatingsSection } from './components/SitterRatingsSection';
