/**
 * Leaves the app for a page outside the router (the payment provider's checkout). One function
 * so tests can replace it: jsdom cannot navigate.
 */
export function goToExternal(url: string): void {
  window.location.assign(url);
}
