import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { FakeWebSocket } from './fakeWebSocket';

// jsdom would really try to connect /ws, and it does not implement scrolling: every test gets
// the fake socket (tests read FakeWebSocket.instances) and a scrollTo spy.
beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

// No vitest globals here, so testing-library cannot register its own cleanup.
afterEach(() => cleanup());
