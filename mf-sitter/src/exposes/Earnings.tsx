export { default } from '../features/earnings/components/EarningsScreen';
