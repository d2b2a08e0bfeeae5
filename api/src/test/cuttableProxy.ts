/**
 * A TCP proxy to PostgreSQL that a test (src/security/faults.test.ts) or the outage script
 * (bench/outage.ts) cuts and restores on the same port: the machine's PostgreSQL server is
 * shared, so the API is pointed at this instead and the "outage" happens here. Cut = every
 * connection dropped and new ones refused, as when the server stops.
 */
import { createServer, Socket, type Server } from 'node:net';

export class CuttableProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** Listens (again, on the same port after a cut). */
  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = new Socket();
      upstream.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', resolve);
    });
    this.port = (server.address() as { port: number }).port;
    this.server = server;
  }

  /** Drops every connection and refuses new ones; resolves with how many were dropped. */
  async cut(): Promise<number> {
    const dropped = Math.floor(this.sockets.size / 2);
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
    return dropped;
  }

  /** `url` with its host replaced by this proxy. */
  wrap(url: string): string {
    const proxied = new URL(url);
    proxied.host = `127.0.0.1:${this.port}`;
    return proxied.toString();
  }
}
