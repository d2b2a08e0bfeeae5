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
  // The app's code is fetched while the visitor reads, but only once the page has painted: a
  // prefetch begun earlier shares a phone's slow network with the page's own first paint. The
  // page holds the hints inert in a <template data-app-hints> until then (document.ts).
  let hinted = false;
  const hint = () => {
    if (hinted) return;
    hinted = true;
    const hints = document.querySelector('template[data-app-hints]');
    const links = hints instanceof HTMLTemplateElement ? [...hints.content.children] : [];
    // One link per task: each begins its fetch as it is added, and twenty-odd in one task hold
    // a phone's main thread for over 50 ms (a long task, which the visitor's first tap waits on).
    const next = () => {
      const link = links.shift();
      if (!link) return;
      document.head.appendChild(link.cloneNode(true));
      setTimeout(next, 0);
    };
    next();
  };
  // After the load event, the next frame is painted before a task queued from its callback runs.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(hint, 0));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
  const intents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of intents) window.removeEventListener(type, start, true);
    // A signed-in page whose server rendering failed carries the app's own script tag: it starts as usual.
    if (document.querySelector(`script[src="${src}"]:not([data-main])`)) return;
    hint();
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
