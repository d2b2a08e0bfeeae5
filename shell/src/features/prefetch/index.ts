// The prefetch feature's public surface.
export { PrefetchScreens } from './components/PrefetchScreens';
export { startFirstScreen } from './firstScreen';
