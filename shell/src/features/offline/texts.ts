/** The offline banner's and the sign-out warning's words (docs/decisions/026). */
export const OFFLINE_TEXT = {
  sitter:
    'You are offline. Your screens show what was last loaded; your actions wait on this phone and are sent when the connection returns.',
  others: 'You are offline. Changes cannot be saved until the connection returns.',
  signOutTitle: 'Changes are still waiting',
  signOutDescription: 'These changes have not reached Housesit yet. Signing out now discards them from this device.',
  signOutAnyway: 'Sign out anyway',
  staySignedIn: 'Stay signed in',
} as const;

/** '1 change waiting', '3 changes waiting'. */
export function changesWaiting(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting`;
}
