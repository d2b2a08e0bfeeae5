// The remotes feature's public surface: loading remote screens and areas, and the loader itself.
export { RemoteArea } from './components/RemoteArea';
export { RemoteErrorBoundary } from './components/RemoteErrorBoundary';
export { REMOTE_UNAVAILABLE_TEXT, RemoteScreen, RemoteUnavailable } from './components/RemoteScreen';
export { createFederationLoader } from './federationLoader';
export { RemoteLoaderContext, remoteId, useRemoteLoader, type RemoteLoader } from './remoteLoader';
export { isScreenLoaded, loadScreen } from './screenCache';
