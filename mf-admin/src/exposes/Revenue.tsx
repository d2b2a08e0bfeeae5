export { RevenueScreen as default } from '../features/revenue';
