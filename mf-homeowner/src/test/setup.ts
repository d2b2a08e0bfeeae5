import { setUpEachFile } from '@housesit/shell/kit/testing/setup';
import { beforeEach, vi, type Mock } from 'vitest';
import { goToExternal } from '../shared/externalNavigation';
import { sockets } from './sockets';

// jsdom cannot leave the page: every file sees one mock of the way out, and tests read its calls.
// The files share one module cache (vitest.config.ts) and vitest runs this file again for each, so
// the mock lives on the global: a new one per file would miss the screens earlier files loaded.
vi.mock('../shared/externalNavigation', () => {
  const page = globalThis as { housesitGoToExternal?: Mock<(url: string) => void> };
  page.housesitGoToExternal ??= vi.fn();
  return { goToExternal: page.housesitGoToExternal };
});

// jsdom would really try to connect /ws, and it does not implement scrolling: every test gets
// the fake socket (tests read sockets.sockets) and a scrollTo spy.
beforeEach(() => {
  vi.mocked(goToExternal).mockClear();
  sockets.sockets.length = 0;
  vi.stubGlobal('WebSocket', sockets.Constructor);
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

setUpEachFile();
