import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from '../../../test/renderWithKit';
import { Hero } from './Hero';

/**
 * The shell's landing.html paints a static copy of this hero before the app has loaded
 * (shell/public/index.html, issue 10). It must say exactly what the Hero says to a visitor, or
 * the page would change under the reader when the real one takes over.
 */
const TEMPLATE = resolve(__dirname, '../../../../../shell/public/index.html');

function staticHero(): HTMLElement {
  const html = readFileSync(TEMPLATE, 'utf8');
  const start = html.indexOf('<div id="static-landing">');
  const end = html.indexOf('<div id="root">');
  expect(start, 'the static hero in shell/public/index.html').toBeGreaterThan(0);
  const holder = document.createElement('div');
  // Whitespace between tags is the template's indentation (it lays out as nothing there).
  holder.innerHTML = html.slice(start, end).replace(/<%[^%]*%>/g, '').replace(/>\s+</g, '><');
  return holder;
}

const words = (element: Element) => element.textContent.replace(/\s+/g, ' ').trim();

describe("the shell's static copy of the hero", () => {
  it('has the same text, heading and links as the Hero a visitor sees', () => {
    const copy = staticHero();
    renderWithKit(<Hero onSchedule={() => undefined} />);
    const hero = screen.getByRole('region', { name: /Peace of mind/ });

    expect(words(copy)).toBe(words(hero));
    expect(words(copy.querySelector('h1')!)).toBe(words(screen.getByRole('heading', { level: 1 })));
    const links = (root: ParentNode) => [...root.querySelectorAll('a')].map((a) => [words(a), a.getAttribute('href')]);
    expect(links(copy)).toEqual(links(hero));
  });
});
