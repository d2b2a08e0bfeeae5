// The toaster feature's public surface.
export { Toaster } from './components/Toaster';
