/** The purchase feature's public surface: the /purchase screen. */
export { PurchaseScreen } from './components/PurchaseScreen';
