/** The properties feature's public surface: the /homeowner/properties screen. */
export { PropertiesScreen } from './components/PropertiesScreen';
/** The booked addresses, also offered by the wizards' property step. */
export { useProperties } from './api/useProperties';
