// The offline feature's public surface: the banner, the guarded sign-out and the worker's page side.
export { OfflineBanner } from './OfflineBanner';
export { OfflineSupport } from './OfflineSupport';
export { SignOutWarning, useGuardedSignOut } from './SignOutWarning';
export { changesWaiting, OFFLINE_TEXT } from './texts';
