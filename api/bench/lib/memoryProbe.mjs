/**
 * Preloaded (--import) into the real API process by lib/apiProcess.ts: answers the parent's
 * memory requests over IPC, after a full collection when asked (the process runs with
 * --expose-gc), so heap figures compare live objects, not garbage waiting to be collected.
 * Plain JavaScript so the built API runs without tsx. Stops the API if the parent goes away.
 */
process.on('message', (message) => {
  if (!message || message.type !== 'memory') return;
  if (message.gc && typeof globalThis.gc === 'function') globalThis.gc();
  const { rss, heapUsed, heapTotal } = process.memoryUsage();
  process.send?.({ type: 'memory', id: message.id, rss, heapUsed, heapTotal });
});
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
