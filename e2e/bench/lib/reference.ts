/**
 * The page benches' yardstick: a bare React 19 page (one heading rendered by `createRoot`), built by the
 * bench into a temp folder and served from this process, so that it is measured in the same run,
 * on the same machine and load, as our pages.
 *
 * - Built with esbuild (an explicit, pinned e2e devDependency): react and react-dom/client from
 *   this repository's node_modules (the same React as our pages), production mode, minified,
 *   one bundle.
 * - Served by node:http (two files need no framework) gzip-compressed as our API compresses
 *   (hono's compress), with `Cache-Control: no-cache` like our index.html; an uncompressed
 *   reference would be slower on Lighthouse's simulated 4G and flatter our comparison.
 */
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const HEADING = 'Hello from React';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A bare React 19 page: the yardstick of the page benches." />
    <title>React reference</title>
    <script defer src="/main.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const ENTRY = `
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(<h1>${HEADING}</h1>);
`;

export interface ReferencePage {
  url: string;
  /** The bundle's size, minified and gzip-compressed (what is sent). */
  bundleBytes: number;
  bundleGzipBytes: number;
  close(): Promise<void>;
}

/** Builds the page into a temp folder and serves it on a free local port. */
export async function startReferencePage(): Promise<ReferencePage> {
  const dir = mkdtempSync(join(tmpdir(), 'housesit-bench-react-'));
  await build({
    stdin: { contents: ENTRY, loader: 'jsx', resolveDir: fileURLToPath(new URL('.', import.meta.url)) },
    bundle: true,
    minify: true,
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: join(dir, 'main.js'),
    logLevel: 'error',
  });
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  const files = new Map<string, { type: string; body: Buffer; gzip: Buffer }>(
    (
      [
        ['/', 'index.html', 'text/html; charset=utf-8'],
        ['/main.js', 'main.js', 'text/javascript; charset=utf-8'],
      ] as const
    ).map(([path, file, type]) => {
      const body = readFileSync(join(dir, file));
      return [path, { type, body, gzip: gzipSync(body, { level: 6 }) }];
    }),
  );
  const server = createServer((req, res) => {
    const file = files.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (!file) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? file.gzip : file.body;
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const bundle = files.get('/main.js');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    bundleBytes: bundle?.body.length ?? 0,
    bundleGzipBytes: bundle?.gzip.length ?? 0,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
