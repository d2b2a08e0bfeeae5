/**
 * A real SMTP server for tests and benchmarks (the `smtp-server` package, from nodemailer's
 * authors): it accepts plain connections on a free local port and parses every message it
 * accepts with `mailparser`. `decide` lets a test refuse or hold a message (an outage, a send
 * interrupted by a crash).
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  parsed: ParsedMail;
  raw: Buffer;
  /** When the server accepted it (performance.now()). */
  acceptedAt: number;
}

/** accept: take it; refuse: a temporary 451 error; hold: never answer the end of DATA. */
export type SmtpDecision = 'accept' | 'refuse' | 'hold';

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Every DATA command seen, accepted or not. */
  attempts: number;
  /** Resolves when `count` messages have been accepted (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startTestSmtpServer(
  options: { decide?: (attempt: number) => SmtpDecision; user?: string; pass?: string } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const state = { attempts: 0 };
  const user = options.user ?? 'housesit';
  const pass = options.pass ?? 'mail-secret';
  const server = new SMTPServer({
    secure: false,
    // Plain text on the loopback interface: the test's own server, no certificate to trust.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      const attempt = ++state.attempts;
      const decision = options.decide?.(attempt) ?? 'accept';
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (decision === 'hold') return;
        if (decision === 'refuse') {
          const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks);
        void simpleParser(raw).then((parsed) => {
          received.push({ parsed, raw, acceptedAt: performance.now() });
          callback();
          for (const wake of waiters) wake();
        }, callback);
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${port}`,
    received,
    get attempts() {
      return state.attempts;
    },
    waitFor(count, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} messages, got ${received.length} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A booking-confirmed email's data as a payment would queue it (tests and the email bench). */
export function sampleBookingConfirmed(firstName = 'Sam') {
  return {
    firstName,
    planName: 'Standard Visit',
    dates: ['2026-06-22'],
    recurring: false,
    address: '1 Front Street, Marblehead, MA 01945',
    totalCents: 6500,
    lines: [{ label: 'Standard Visit × 1', amountCents: 6500 }],
  };
}
