/**
 * landing.html (served for `/`, see shell/public/index.html) starts with the landing's hero as
 * static HTML, and the app renders hidden behind it. The landing page takes over once its screen
 * (or its fallback, if the public area cannot load) is committed: removing the static copy in
 * that commit shows the real page in the same frame, so nothing flashes or moves.
 */
const STATIC_LANDING_ID = 'static-landing';

export function removeStaticLanding(): void {
  document.getElementById(STATIC_LANDING_ID)?.remove();
}
