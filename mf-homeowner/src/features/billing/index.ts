/** The billing feature's public surface: the /homeowner/billing screen. */
export { BillingScreen } from './components/BillingScreen';
