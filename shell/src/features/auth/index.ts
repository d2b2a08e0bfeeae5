// The auth feature's public surface. The sign-in page is deliberately not here: RouteScreen loads
// it on demand (import() of its module), so the forms stay out of the first load.
export { LogoMark } from './components/Logo';
export { useAuthActions } from './hooks/useAuthActions';
export { SessionExpiredNotice } from './hooks/useSessionExpiredNotice';
export { signingOutAtom } from './state';
