/**
 * The API's log: one JSON object per line (pino), which any log shipper reads. Errors
 * keep their stack under `err`; error and fatal lines go to stderr. Level from LOG_LEVEL; tests are
 * silent unless they ask.
 */
import { pino, type Logger } from 'pino';
import type { LogLevel } from '../env.js';
import type { ErrorLogger } from '../http/errors.js';

export type { Logger };

export function createLogger(level: LogLevel, destination?: pino.DestinationStream): Logger {
  const options = { level, base: { service: 'housesit-api' }, timestamp: pino.stdTimeFunctions.isoTime };
  if (destination) return pino(options, destination);
  // Errors on stderr, the rest on stdout (dedupe: each line to one stream), as before pino:
  // process managers and the benchmarks (bench/lib/apiProcess.ts errorLines) watch stderr for trouble.
  const streams = pino.multistream(
    [
      { level: 'trace', stream: process.stdout },
      { level: 'error', stream: process.stderr },
    ],
    { dedupe: true },
  );
  return pino(options, streams);
}

/**
 * The app's ErrorLogger on pino: `logError(message, detail)` calls keep working. An Error goes
 * under `err` (with its stack); anything else (a report, a payload excerpt) under `detail`.
 */
export function pinoErrorLogger(logger: Logger): ErrorLogger {
  return (message, error) => {
    if (error instanceof Error) logger.error({ err: error }, message);
    else logger.error({ detail: error }, message);
  };
}
