// The registry feature's public surface: what other features and the app use of it.
export { REGISTRY_TEXT, parseRegistry, type RefusedRemote, type RegistryState, type RemoteToRegister } from './api/loadRegistry';
export { browserStorage } from './channels';
export { browserCookies } from './channelCookie';
export { RegistryNotice } from './components/RegistryNotice';
export { SandboxPaymentsNotice } from './components/SandboxPaymentsNotice';
export { prepareShell } from './prepareShell';
export { RegistryContext, useRegistryState } from './RegistryContext';
export { fetchWithPageAnswers } from './pageAnswers';
export { readShellBoot } from './shellBoot';
