// The route guards' public surface.
export { RouteGuard } from './components/RouteGuard';
