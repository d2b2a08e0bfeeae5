/** The location feature's public surface: the street field with suggestions and the service-area request. */
export { AddressAutocomplete } from './components/AddressAutocomplete';
export { LocationRequestDialog } from './components/LocationRequestDialog';
export { prefilledLocation } from './components/locationFields';
