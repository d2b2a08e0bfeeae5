/**
 * Where messages go. With SMTP_URL: nodemailer's pooled SMTP transport. Without it (npm start,
 * development): every message is written as an .eml file to DATA_DIR/mailbox, printed at start,
 * which any mail client opens; nothing is silently dropped.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { MailSettings } from '../env.js';

export interface MailTransport {
  /** Resolves once the server accepted the message (or the file is written); rejects otherwise. */
  send(message: Mail.Options): Promise<void>;
  /** For the start-up line: where messages go. */
  readonly description: string;
  close(): void;
}

export function createMailTransport(settings: MailSettings): MailTransport {
  return settings.smtpUrl ? smtpTransport(settings.smtpUrl) : mailboxTransport(settings.mailboxDir);
}

function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 4,
    // Fail an attempt well before the queue gives it up as expired (jobs/queue.ts: 120 s).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const host = new URL(url);
  return {
    description: `SMTP at ${host.hostname}:${host.port || (host.protocol === 'smtps:' ? 465 : 587)}`,
    async send(message) {
      const info = await transporter.sendMail(message);
      if (info.rejected.length > 0) throw new Error(`the mail server refused ${info.rejected.length} recipient(s)`);
    },
    close: () => transporter.close(),
  };
}

function mailboxTransport(folder: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    description: `the mailbox folder ${folder} (one .eml file per message; set SMTP_URL to send real email)`,
    async send(message) {
      const info = await transporter.sendMail(message);
      await mkdir(folder, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++sequence}`;
      // Written whole, then renamed: a reader never opens half a message.
      await writeFile(join(folder, `.${name}.tmp`), info.message);
      await rename(join(folder, `.${name}.tmp`), join(folder, `${name}.eml`));
    },
    close: () => transporter.close(),
  };
}
