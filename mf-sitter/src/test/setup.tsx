import { setUpEachFile } from '@housesit/shell/kit/testing/setup';
// IndexedDB for the outbox (features/offline), in memory; a fresh one for every test.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, vi } from 'vitest';
import { closeOutboxDb, resetSharedOutbox } from '../features/offline';

// ApexCharts draws SVG with layout APIs jsdom lacks: every file sees the one stand-in (the files
// share one page and one module cache, vitest.config.ts), and tests check the chart's data table.
vi.mock('react-apexcharts', () => ({ default: () => <div data-testid="apex-chart" /> }));

afterEach(async () => {
  resetSharedOutbox();
  await closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
});

setUpEachFile();
