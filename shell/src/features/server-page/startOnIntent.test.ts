import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOnIntentScript } from './startOnIntent';

const MAIN = '/main.1a2b3c4d.js';

/** Runs the serialised script as the browser would: an inline <script data-main> in the head. */
function runInline(dataMain: string | null) {
  const inline = document.createElement('script');
  if (dataMain) inline.setAttribute('data-main', dataMain);
  document.head.appendChild(inline);
  Object.defineProperty(document, 'currentScript', { value: inline, configurable: true });
  try {
    // The serialised text, not the function: what the page runs is what this test runs.
    new Function(startOnIntentScript())();
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
}
const appScripts = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
/** The hints the page holds inert, as document.ts writes them before the inline script. */
function pageHints() {
  const template = document.createElement('template');
  template.setAttribute('data-app-hints', '');
  template.innerHTML = `<link rel="prefetch" href="${MAIN}" as="script"><link rel="prefetch" as="script" href="/bootstrap.js">`;
  document.head.appendChild(template);
}
/** The prefetches that are live (in the head, not in the template). */
const liveHints = () => [...document.head.querySelectorAll(':scope > link[rel="prefetch"]')].map((l) => l.getAttribute('href'));
/** Runs `body` while the document reads as still loading (jsdom's has loaded). */
function whileLoading(body: () => void) {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  try {
    body();
  } finally {
    Reflect.deleteProperty(document, 'readyState');
  }
}

afterEach(() => {
  vi.useRealTimers();
  // A test that showed no intent leaves its listeners: let them fire before the next test.
  window.dispatchEvent(new Event('keydown'));
  // What these tests put in the head; the styles other files' components injected stay (the
  // suite's files share one page).
  for (const element of document.head.querySelectorAll(':scope > script, :scope > link, :scope > template')) element.remove();
});

describe('startOnIntent', () => {
  it('loads nothing until the visitor shows intent', () => {
    runInline(MAIN);
    window.dispatchEvent(new Event('scroll'));
    expect(appScripts()).toEqual([]);
  });

  it.each(['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'])('starts the app once on %s', (type) => {
    runInline(MAIN);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(appScripts()).toEqual([MAIN]);
  });

  it('does nothing without the app address', () => {
    runInline(null);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(appScripts()).toEqual([]);
  });

  it("fetches the app's code only once the page has loaded and painted, one hint per task", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    pageHints();
    whileLoading(() => runInline(MAIN));
    vi.advanceTimersByTime(5_000);
    expect(liveHints()).toEqual([]); // however long the page takes to load
    window.dispatchEvent(new Event('load'));
    expect(liveHints()).toEqual([]); // not in the frame the load event paints
    vi.advanceTimersToNextTimer(); // the next frame
    expect(liveHints()).toEqual([]);
    vi.advanceTimersToNextTimer(); // the task after it
    expect(liveHints()).toEqual([MAIN]);
    vi.advanceTimersToNextTimer(); // and one more per hint
    expect(liveHints()).toEqual([MAIN, '/bootstrap.js']);
    expect(appScripts()).toEqual([]); // fetched, not run
  });

  it('fetches the code at once when the visitor shows intent before the page has painted', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    pageHints();
    whileLoading(() => runInline(MAIN));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(appScripts()).toEqual([MAIN]);
    expect(liveHints()).toEqual([MAIN]);
    vi.runAllTimers();
    expect(liveHints()).toEqual([MAIN, '/bootstrap.js']);
  });
});
