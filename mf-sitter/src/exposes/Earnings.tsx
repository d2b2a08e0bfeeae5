export { EarningsScreen as default } from '../features/earnings';
