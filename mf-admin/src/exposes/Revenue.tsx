export { default } from '../features/revenue/components/RevenueScreen';
