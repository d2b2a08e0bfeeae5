/**
 * One browser-like client on ONE keep-alive connection (node:http), timing every answer. The
 * mixed and outage scripts need what autocannon cannot give: a cookie per connection taken
 * from its own sign-in, and latency per kind of request.
 */
import { Agent, request } from 'node:http';

export interface Reply {
  status: number;
  body: string;
  /** `name=value` of every Set-Cookie. */
  cookies: string[];
  ms: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

export class Connection {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });
  private readonly base: URL;
  /** The session cookie this client sends, like a browser would. */
  cookie = '';

  constructor(
    baseUrl: string,
    private readonly origin: string,
    private readonly timeoutMs = DEFAULT_TIMEOUT_MS,
  ) {
    this.base = new URL(baseUrl);
  }

  /** `cookie` overrides the client's own (e.g. an admin's session on the same connection). */
  get(path: string, cookie = this.cookie): Promise<Reply> {
    return this.send('GET', path, undefined, cookie);
  }

  /** JSON POST with the site's Origin, as the shell sends it (the API refuses other origins). */
  post(path: string, json: unknown): Promise<Reply> {
    return this.send('POST', path, JSON.stringify(json), this.cookie);
  }

  /** Signs in and keeps the new session cookie (the API ends the one this client had). */
  async signIn(username: string, password: string, cookieName: string): Promise<Reply> {
    const reply = await this.post('/api/auth/login', { username, password });
    const session = reply.cookies.find((cookie) => cookie.startsWith(`${cookieName}=`));
    if (reply.status === 200 && session) this.cookie = session;
    return reply;
  }

  /** Resolves with any status; rejects on a socket error or after timeoutMs without an answer. */
  send(method: string, path: string, body: string | undefined, cookie: string): Promise<Reply> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
      headers.origin = this.origin;
    }
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = request(
        { agent: this.agent, host: this.base.hostname, port: this.base.port, method, path, headers, timeout: this.timeoutMs },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              cookies: (res.headers['set-cookie'] ?? []).map((line) => line.split(';')[0] ?? ''),
              ms: performance.now() - started,
            }),
          );
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${this.timeoutMs / 1000} s`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The `message` of a JSON error body, or the start of the body. */
export function messageOf(reply: Reply): string {
  try {
    const parsed = JSON.parse(reply.body) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // not JSON: fall through
  }
  return reply.body.slice(0, 120);
}
