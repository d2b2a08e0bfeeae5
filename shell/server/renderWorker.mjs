// A build's server rendering (ssr/render.cjs, decision 028) in a worker thread of its own: the
// page server starts one per bundle it uses and terminates it when the bundle falls out of use,
// so nothing a release's code made stays in the server (its module, React's request state), and a
// render that never ends can be stopped. Plain JavaScript: it runs as is, from the sources in the
// page server's tests and from dist-server/ in production.
//
// In: workerData { file }. Out: { kind: 'loaded', paths } or { kind: 'load-failed', message },
// then for each { id, call: 'screen' | 'frame', input, now } a { kind: 'result', id, result | error }.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

// The screen computes "today" from `Date`; it must be the server's clock (the API's), which a test
// may set apart from the process's. Each call brings the server's now; the worker's Date runs on
// from it. Installed before the bundle loads, so the bundle's code only ever sees this Date.
const ProcessDate = Date;
let offsetMs = 0;
const serverNow = () => ProcessDate.now() + offsetMs;
globalThis.Date = new Proxy(ProcessDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [serverNow()] : args, newTarget),
  apply: () => new ProcessDate(serverNow()).toString(),
  get: (target, property, receiver) => (property === 'now' ? serverNow : Reflect.get(target, property, receiver)),
});

const port = parentPort;
if (!port) throw new Error('renderWorker.mjs runs as a worker thread');
const { file } = workerData;
const message = (error) => (error instanceof Error ? error.message : String(error));

let bundle = null;
try {
  bundle = createRequire(file)(file);
  port.postMessage({ kind: 'loaded', paths: Array.isArray(bundle?.serverRendering?.paths) ? bundle.serverRendering.paths : null });
} catch (error) {
  port.postMessage({ kind: 'load-failed', message: message(error) });
}

port.on('message', async ({ id, call, input, now }) => {
  if (typeof now === 'number') offsetMs = now - ProcessDate.now();
  try {
    const result = call === 'frame' ? await bundle.renderFrame(input) : await bundle.serverRendering.renderScreen(input);
    port.postMessage({ kind: 'result', id, result });
  } catch (error) {
    port.postMessage({ kind: 'result', id, error: message(error) });
  }
});
