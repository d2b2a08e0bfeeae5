// The location-requests feature as the rest of the area uses it: the requests tab.
export { LocationRequests } from './components/LocationRequests';
