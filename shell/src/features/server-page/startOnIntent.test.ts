import { afterEach, describe, expect, it } from 'vitest';
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

afterEach(() => {
  // A test that showed no intent leaves its listeners: let them fire before the next test.
  window.dispatchEvent(new Event('keydown'));
  document.head.innerHTML = '';
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
});
