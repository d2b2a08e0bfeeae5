// The navigation feature's public surface.
export { NavBar, useNavKind } from './components/NavBar';
