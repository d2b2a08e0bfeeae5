/**
 * How a signed-out visitor's public page starts the app (decision 020). The server's HTML works
 * without scripts (real links, `<details>`, a sign-in form that posts), so the app's scripts wait
 * for the visitor's first sign of intent (a pointer over the page, a touch, a key, a focus)
 * instead of taking a phone's main thread while the page paints and the visitor reads. The app
 * then renders behind the server's page and takes it over as before.
 *
 * The API puts this function, serialised by the shell's prerender entry, in an inline script
 * that replaces the app's deferred `<script>` and carries its address in `data-main`. So it must
 * stay self-contained: no imports, nothing from outside its own body.
 */
export function startOnIntent(): void {
  const src = document.currentScript?.getAttribute('data-main');
  if (!src) return;
  const intents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of intents) window.removeEventListener(type, start, true);
    // A signed-in page whose server rendering failed carries the app's own script tag: it starts as usual.
    if (document.querySelector(`script[src="${src}"]:not([data-main])`)) return;
    const script = document.createElement('script');
    script.src = src;
    document.head.appendChild(script);
  };
  for (const type of intents) window.addEventListener(type, start, { capture: true, passive: true });
}

/** The inline script's text (the prerender entry writes it to prerender.json). */
export function startOnIntentScript(): string {
  return `(${startOnIntent.toString()})();`;
}
