/**
 * One request on its own connection from a chosen local address (127.0.0.x: every loopback
 * address reaches the API, which sees each as a different client). The abuse scripts need many
 * clients with distinct addresses without trusting X-Forwarded-For.
 */
import { request } from 'node:http';

export interface RawReply {
  status: number;
  body: string;
  cookies: string[];
  ms: number;
}

export interface RawRequest {
  baseUrl: string;
  method: string;
  path: string;
  from?: string;
  json?: unknown;
  body?: string;
  cookie?: string;
  origin?: string;
  timeoutMs?: number;
}

/** Resolves with any status; status 0 with the error's text when the socket failed or timed out. */
export function rawRequest(input: RawRequest): Promise<RawReply> {
  const url = new URL(input.baseUrl);
  const body = input.body ?? (input.json === undefined ? undefined : JSON.stringify(input.json));
  const headers: Record<string, string> = { accept: 'application/json', connection: 'close' };
  if (input.cookie) headers.cookie = input.cookie;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
    headers.origin = input.origin ?? input.baseUrl;
  }
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (reply: Omit<RawReply, 'ms'>) => resolve({ ...reply, ms: performance.now() - started });
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: input.method,
        path: input.path,
        headers,
        agent: false,
        localAddress: input.from,
        timeout: input.timeoutMs ?? 300_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => done({ status: 0, body: error.message, cookies: [] }));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            cookies: (res.headers['set-cookie'] ?? []).map((line) => line.split(';')[0] ?? ''),
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => done({ status: 0, body: error.message, cookies: [] }));
    req.end(body);
  });
}

/** Counts of each status, e.g. `401×10 429×190`. */
export function statusSummary(replies: readonly { status: number }[]): string {
  const counts = new Map<number, number>();
  for (const reply of replies) counts.set(reply.status, (counts.get(reply.status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
}
