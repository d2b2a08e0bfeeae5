/** A local proxy that gzips text responses, as a compressing server would (lighthouse.ts --compress). */
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg)/;

export async function startGzipProxy(target: string) {
  const server = createServer((req, res) => {
    const upstream = request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: { ...req.headers, host: new URL(target).host, 'accept-encoding': 'identity' } },
      (up) => {
        const chunks: Buffer[] = [];
        up.on('data', (chunk: Buffer) => chunks.push(chunk));
        up.on('end', () => {
          let body: Buffer = Buffer.concat(chunks);
          const headers: IncomingHttpHeaders = { ...up.headers };
          if (
            COMPRESSIBLE.test(String(headers['content-type'] ?? '')) &&
            /gzip/.test(String(req.headers['accept-encoding'] ?? '')) &&
            body.length > 0
          ) {
            body = gzipSync(body, { level: 6 });
            headers['content-encoding'] = 'gzip';
            headers['content-length'] = String(body.length);
            headers.vary = 'Accept-Encoding';
          }
          res.writeHead(up.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://localhost:${(server.address() as AddressInfo).port}` };
}
