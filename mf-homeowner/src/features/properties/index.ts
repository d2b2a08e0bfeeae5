/** The properties feature's public surface: the /homeowner/properties screen. */
export { PropertiesScreen } from './components/PropertiesScreen';
