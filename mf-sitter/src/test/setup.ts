// The kit's set-up is the whole of this area's: jest-dom, cleanup and the async wait.
import '@housesit/shell/kit/testing/setup';
// IndexedDB for the outbox (features/offline), in memory; a fresh one for every test.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach } from 'vitest';
import { closeOutboxDb, resetSharedOutbox } from '../features/offline';

afterEach(async () => {
  resetSharedOutbox();
  await closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
});
