import { afterEach, expect, it, vi } from 'vitest';
import { prefetchChart } from './LazyChart';

// The chart library's chunk cannot be fetched: the browser has no signal.
const attempts = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-apexcharts', () => {
  attempts.count += 1;
  throw new Error('Loading chunk 934 failed.');
});

const unhandled = vi.fn();
process.on('unhandledRejection', unhandled);
afterEach(() => {
  process.off('unhandledRejection', unhandled);
});

it('drops a prefetch of the chart library that fails, without an unhandled error on the page', async () => {
  prefetchChart();
  await vi.waitFor(() => expect(attempts.count).toBe(1));
  // Node reports an unhandled rejection once the microtasks after it have run.
  await new Promise<void>((resolve) => setImmediate(resolve));
  await new Promise<void>((resolve) => setImmediate(resolve));
  expect(unhandled).not.toHaveBeenCalled();
});
