import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazy } from 'react';
import { ServerPart, ServerPartCopy } from './ServerPart';

afterEach(() => document.getElementById('server-page')?.remove());

function serverPage(html: string) {
  const page = document.createElement('div');
  page.id = 'server-page';
  page.innerHTML = html;
  document.body.prepend(page);
  return page;
}

describe('ServerPart', () => {
  it("stands in with the server's HTML of the part until its code arrives, then shows the part", async () => {
    const page = serverPage(
      '<div data-server-part="faq"><h2>Frequently Asked Questions</h2><details><summary>What is Housesit?</summary></details></div>',
    );
    let arrive: (module: { default: () => ReactNode }) => void = () => undefined;
    const Faq = lazy(() => new Promise<{ default: () => ReactNode }>((resolve) => (arrive = resolve)));
    const { container } = render(
      <ServerPart id="faq">
        <Faq />
      </ServerPart>,
    );
    page.remove(); // the take-over, in the app's first commit
    expect(container.querySelector('[data-server-part-copy="faq"] summary')?.textContent).toBe('What is Housesit?');
    await act(async () => arrive({ default: () => <h2>The app's FAQ</h2> }));
    expect(screen.getByRole('heading', { name: "The app's FAQ" })).toBeTruthy();
    expect(container.querySelector('[data-server-part-copy]')).toBeNull();
  });

  it('is empty on a page that came without server HTML', () => {
    const { container } = render(<ServerPartCopy id="faq" />);
    expect(container.innerHTML).toBe('');
  });
});
