/**
 * The e2e run's mail server: a real SMTP server (`smtp-server`) the API under test sends to
 * (SMTP_URL), which writes every message it accepts, raw, as `<sequence>.eml` in
 * E2E_SMTP_INBOX (written then renamed, so a reader never sees half a message). Started by
 * playwright.config.ts as a webServer entry before the API; fixtures/mail.ts reads the folder.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const inbox = process.env.E2E_SMTP_INBOX;
const port = Number(process.env.E2E_SMTP_PORT);
if (!inbox || !Number.isInteger(port)) throw new Error('E2E_SMTP_INBOX and E2E_SMTP_PORT must be set');
mkdirSync(inbox, { recursive: true });

let received = 0;
const server = new SMTPServer({
  // Plain SMTP on the loopback interface, no login: the test run's own server.
  secure: false,
  disabledCommands: ['STARTTLS', 'AUTH'],
  // A generous size cap: nothing the product sends comes near it.
  size: 10 * 1024 * 1024,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const name = `${String(received).padStart(6, '0')}.eml`;
      const partial = join(inbox, `.${name}.part`);
      writeFileSync(partial, Buffer.concat(chunks));
      renameSync(partial, join(inbox, name));
      callback();
    });
  },
});
server.on('error', (error) => console.error('[smtp-inbox]', error));
server.listen(port, '127.0.0.1', () => console.log(`[smtp-inbox] listening on 127.0.0.1:${port}, writing to ${inbox}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
