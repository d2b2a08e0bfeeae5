/**
 * The server's HTML of a public page (decision 020): the API puts the release's prerendered page
 * in `<div id="server-page" data-path="/terms">` before #root, and while it is there the app
 * renders hidden (`#server-page ~ #root { display: none }`). The route's screen removes it in the
 * commit that shows it, or its fallback: the same components with the same styles, so the swap
 * neither flashes nor moves. Any other screen (a redirect away) removes it at once.
 */
export const SERVER_PAGE_ID = 'server-page';

/** The path the server rendered, or null when the page came without server HTML (or it is gone). */
export function serverPagePath(): string | null {
  return document.getElementById(SERVER_PAGE_ID)?.getAttribute('data-path') ?? null;
}

/**
 * Whether the server's page is a signed-in screen with the visitor's data (decision 028): the shell
 * takes it over only once its own screen shows its first data, not when the screen's code commits
 * (it would show a loading state where the data already was).
 */
export function isSignedInServerPage(): boolean {
  return document.getElementById(SERVER_PAGE_ID)?.hasAttribute('data-signed-in') ?? false;
}

export function removeServerPage(): void {
  document.getElementById(SERVER_PAGE_ID)?.remove();
}
