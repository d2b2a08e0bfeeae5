/**
 * Removes the bytes of photo uploads that never finished: `pending_uploads` rows older
 * than ORPHAN_AGE_MS whose media row never committed (the process died between storing the bytes
 * and the transaction), and, on the local disk store, half-written `.partial` files as old.
 * Run at start and every ORPHAN_SWEEP_INTERVAL_MS by each instance; deleting twice is harmless.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Clock } from '../deps.js';
import type { Database } from '../db/open.js';
import { media, pendingUploads } from '../db/schema.js';
import type { ErrorLogger } from '../http/errors.js';
import type { MediaStore } from './store.js';

/** An upload takes seconds; one pending for an hour is dead. */
export const ORPHAN_AGE_MS = 60 * 60_000;
export const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60_000;

export interface OrphanSweepDeps {
  db: Database;
  mediaStore: MediaStore;
  clock: Clock;
  logError: ErrorLogger;
}

/** Deletes what was left behind; answers how many uploads' bytes were removed. */
export async function sweepOrphanedUploads(deps: OrphanSweepDeps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - ORPHAN_AGE_MS);
  const stale = await deps.db
    .select({ storageKey: pendingUploads.storageKey })
    .from(pendingUploads)
    .where(lt(pendingUploads.createdAt, cutoff));
  let removed = 0;
  for (const { storageKey } of stale) {
    try {
      // A row that committed owns the bytes (cannot happen, the two go in one transaction; kept safe).
      const [owned] = await deps.db.select({ id: media.id }).from(media).where(eq(media.storageKey, storageKey)).limit(1);
      if (!owned) {
        await deps.mediaStore.delete(storageKey);
        removed += 1;
      }
      await deps.db.delete(pendingUploads).where(and(eq(pendingUploads.storageKey, storageKey), lt(pendingUploads.createdAt, cutoff)));
    } catch (error) {
      deps.logError(`[media] could not remove the orphaned upload ${storageKey}:`, error);
    }
  }
  await deps.mediaStore
    .sweepPartials?.(cutoff)
    .catch((error: unknown) => deps.logError('[media] could not remove half-written files:', error));
  return removed;
}

/** Sweeps now and then every interval (unref'd: it never keeps the process alive); returns the stop. */
export function startOrphanSweeps(deps: OrphanSweepDeps, every = ORPHAN_SWEEP_INTERVAL_MS): () => void {
  const run = () => {
    sweepOrphanedUploads(deps).catch((error: unknown) => deps.logError('[media] orphan sweep failed:', error));
  };
  run();
  const timer = setInterval(run, every);
  timer.unref();
  return () => clearInterval(timer);
}
