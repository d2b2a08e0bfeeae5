import '@housesit/shell/kit/testing/setup';
import { beforeEach, vi } from 'vitest';
import { sockets } from './sockets';

// jsdom would really try to connect /ws, and it does not implement scrolling: every test gets
// the fake socket (tests read sockets.sockets) and a scrollTo spy.
beforeEach(() => {
  sockets.sockets.length = 0;
  vi.stubGlobal('WebSocket', sockets.Constructor);
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
