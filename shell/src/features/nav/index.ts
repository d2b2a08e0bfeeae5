// The navigation feature's public surface. The bar itself is loaded on demand (`loadNavBar`, used
// lazily by the Layout): pages without one (/, /login, signed-out visitors) must not carry it on
// their critical path (the critical-path budget, decision 009), so it is not re-exported here.
export { useNavKind } from './lib/useNavKind';
export const loadNavBar = () => import(/* webpackChunkName: "nav-bar" */ './components/NavBar');
