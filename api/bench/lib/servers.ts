/** Starts lib/serverProcess.ts (or, through trackChild, any child) and stops it (never leaves it running). */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { inheritedEnv } from '../env.js';

const ENTRY = fileURLToPath(new URL('./serverProcess.ts', import.meta.url));
const running = new Set<ChildProcess>();

export interface ChildServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Registers a child for killAllServers and returns its stop: SIGTERM, SIGKILL after 5 s.
 * Also used for the real built API (lib/apiProcess.ts).
 */
export function trackChild(child: ChildProcess): () => Promise<void> {
  running.add(child);
  return () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        running.delete(child);
        return done();
      }
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        running.delete(child);
        done();
      });
      child.kill('SIGTERM');
    });
}

export function startServer(mode: string, args: string[] = []): Promise<ChildServer> {
  const child = fork(ENTRY, [mode, ...args], {
    execArgv: ['--import', 'tsx'],
    env: inheritedEnv(),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = trackChild(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${mode} server did not start within 20 s`));
    }, 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${mode} server exited with ${code}`));
    });
    child.once('message', (message: { port?: number }) => {
      clearTimeout(timer);
      if (!message.port) return reject(new Error(`${mode} server sent no port`));
      resolve({ baseUrl: `http://127.0.0.1:${message.port}`, pid: child.pid ?? -1, stop });
    });
  });
}

/** Last resort on failure or Ctrl-C: kill every child this process started. */
export function killAllServers(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}
