/**
 * Signed-in first screens as HTML (decision 028). A signed-in visitor's first screen is rendered
 * here from the visitor's release of its area, with the page's first answers, inside the shell's
 * frame (navigation, notices) rendered from the shell's build for the same visitor.
 *
 * Each build carries its server rendering as `ssr/render.cjs` (federation/serverRender.cjs): an
 * area's release exports `serverRendering` (the screens it renders), the shell's build
 * `renderFrame`. Each bundle runs in a worker thread of its own (renderWorker.mjs), started once
 * per file version and terminated when it falls out of the last few used: a server that has seen
 * many releases keeps only the ones in use (a module unloaded from Node's cache would not be
 * enough: React's request state outlives it), a render that never ends is stopped with its
 * worker, and rendering never holds the API's own thread.
 *
 * What a visitor gets is theirs alone: the page is `private, no-store`, and nothing rendered is
 * kept between requests (only the code is).
 */
import type { RemoteName, RuntimeRegistry, User } from '@housesit/shared-contracts';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { fileStamp } from './buildFiles.js';
import { escapeHtml } from './site.js';
import type { PageDirs } from './dirs.js';

export const SERVER_RENDER_FILE = join('ssr', 'render.cjs');

interface RenderedHtml {
  html: string;
  css: string;
}
interface RenderedFrame {
  before: string;
  after: string;
  css: string;
}
export interface SignedInScreen {
  path: string;
  user: User;
  registry: RuntimeRegistry;
  remote: RemoteName;
  answers: Record<string, unknown>;
  pageUrl: string;
  /**
   * The server's "now" (the API's clock): the screen computes today from it. A test's clock may
   * stand apart from the process's; in production the two are the same.
   */
  now: Date;
}

export interface RenderFailure {
  remote: RemoteName | 'shell';
  /** The release that failed (null: the build's dist). */
  release: string | null;
  channel: string;
  error: Error;
}

export interface ServerRenderingDeps {
  dirs: PageDirs;
  /** A release whose rendering failed: the page falls back to rendering in the browser. */
  onFailure?(failure: RenderFailure): void;
  /** How long a render may take before the page goes without it. */
  timeoutMs?: number;
  /** Bundles kept running (one worker each). */
  maxBundles?: number;
}

/** The element the shell takes over (src/features/server-page), as for the public pages. */
const SERVER_PAGE_ID = 'server-page';

export interface ServerRendering {
  /**
   * Whether the visitor's release renders this screen on the server (its bundle and the shell's
   * load, and it names the path): the page can then start the app on intent. An older release
   * without server rendering, or a screen it does not render, is the browser's.
   */
  renders(screen: Pick<SignedInScreen, 'path' | 'registry' | 'remote'>): Promise<boolean>;
  /**
   * The body content of the visitor's first screen (its styles and the server page), or null when
   * it is not rendered: not rendered by the release, its answers do not hold all it asks, or its
   * rendering failed (reported to onFailure).
   */
  render(screen: SignedInScreen): Promise<string | null>;
  /** Resolves once every worker dropped so far has exited (a bench reads memory after it). */
  settled(): Promise<void>;
}

export function serverRendering(deps: ServerRenderingDeps): ServerRendering {
  const bundles = bundleWorkers(deps.maxBundles ?? 6);
  const timeoutMs = deps.timeoutMs ?? 2000;

  function bundlesFor(screen: Pick<SignedInScreen, 'registry' | 'remote'>) {
    const entry = screen.registry.remotes[screen.remote];
    const release = entry.release ?? null;
    const folder = release ? deps.dirs.release(screen.remote, release) : deps.dirs.remoteDist(screen.remote);
    if (!folder) return null;
    const area = bundles.get(join(folder, SERVER_RENDER_FILE));
    const shell = bundles.get(join(deps.dirs.shellDist, SERVER_RENDER_FILE));
    if (area === null || shell === null) return null;
    return { area, shell, release, channel: entry.channel };
  }

  return {
    settled: () => bundles.settled(),
    async renders(screen) {
      const found = bundlesFor(screen);
      if (!found) return false;
      const [area, shell] = await Promise.all([found.area.loaded, found.shell.loaded]);
      return !(area instanceof Error) && !(shell instanceof Error) && (area.paths?.includes(screen.path) ?? false);
    },
    async render(screen) {
      const found = bundlesFor(screen);
      if (!found) return null;
      const { release, channel } = found;
      const [area, shell] = await Promise.all([found.area.loaded, found.shell.loaded]);
      const failed = (who: RemoteName | 'shell', error: unknown) => {
        deps.onFailure?.({
          remote: who,
          release: who === 'shell' ? null : release,
          channel: who === 'shell' ? 'stable' : channel,
          error: error instanceof Error ? error : new Error(String(error)),
        });
        return null;
      };
      if (area instanceof Error) return failed(screen.remote, area);
      if (shell instanceof Error) return failed('shell', shell);
      if (!area.paths?.includes(screen.path)) return null;

      const input = { path: screen.path, user: screen.user, answers: screen.answers };
      const [page, frame] = await Promise.allSettled([
        found.area.call<RenderedHtml | null>('screen', input, screen.now, timeoutMs),
        found.shell.call<RenderedFrame>('frame', { ...input, registry: screen.registry, pageUrl: screen.pageUrl }, screen.now, timeoutMs),
      ]);
      if (page.status === 'rejected') return failed(screen.remote, page.reason);
      if (frame.status === 'rejected') return failed('shell', frame.reason);
      if (page.value === null) return null;
      const { before, after, css: frameCss } = frame.value;
      return (
        // While the server's page is there the app renders hidden behind it; the shell removes it
        // once its own screen shows its first data (src/features/server-page). Until then its
        // buttons and fields do nothing (the app is not there yet): they take no pointer, so a
        // tap is not lost on them unnoticed.
        `<style>#${SERVER_PAGE_ID} ~ #root { display: none; } #${SERVER_PAGE_ID}[data-signed-in] :is(button, input, select, textarea) { pointer-events: none; }</style>` +
        `<style data-server-page>${frameCss}${page.value.css}</style>` +
        `<div id="${SERVER_PAGE_ID}" data-path="${escapeHtml(screen.path)}" data-signed-in="">${before}${page.value.html}${after}</div>`
      );
    },
  };
}

/** One bundle's worker: what it renders once loaded, and a call into it. */
interface BundleWorker {
  /** The screens it renders (null: a frame bundle), or why it could not be loaded. */
  loaded: Promise<{ paths: string[] | null } | Error>;
  call<T>(call: 'screen' | 'frame', input: unknown, now: Date, timeoutMs: number): Promise<T>;
}

type WorkerMessage =
  | { kind: 'loaded'; paths: string[] | null }
  | { kind: 'load-failed'; message: string }
  | { kind: 'result'; id: number; result?: unknown; error?: string };

const WORKER_SCRIPT = new URL('./renderWorker.mjs', import.meta.url);

/**
 * Workers by bundle file, started again when the file changes (a dist rebuilt under a running
 * server), the least recently used terminated beyond `max` once its renders are done. A worker
 * that fails, exits or overruns a render is terminated and forgotten: the next page starts anew.
 */
function bundleWorkers(max: number) {
  const running = new Map<string, { stamp: string; handle: BundleWorker; stop(): void }>();
  const exiting = new Set<Promise<number>>();
  const terminate = (worker: Worker) => {
    const exited = worker.terminate();
    exiting.add(exited);
    void exited.finally(() => exiting.delete(exited));
  };

  function start(file: string, stamp: string) {
    const worker = new Worker(WORKER_SCRIPT, { workerData: { file } });
    // Never what keeps the process alive.
    worker.unref();
    const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
    let nextId = 1;
    let retiring = false;
    let settleLoaded: (value: { paths: string[] | null } | Error) => void = () => {};
    const loaded = new Promise<{ paths: string[] | null } | Error>((resolve) => (settleLoaded = resolve));
    const forget = (error: Error) => {
      settleLoaded(error);
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
      if (running.get(file)?.handle === handle) running.delete(file);
    };
    const stop = () => {
      retiring = true;
      if (pending.size === 0) terminate(worker);
    };
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'loaded') settleLoaded({ paths: message.paths });
      else if (message.kind === 'load-failed') settleLoaded(new Error(message.message));
      else {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.error !== undefined) waiting?.reject(new Error(message.error));
        else waiting?.resolve(message.result);
        if (retiring && pending.size === 0) terminate(worker);
      }
    });
    worker.on('error', (error) => forget(error));
    worker.on('exit', () => forget(new Error('the server rendering worker stopped')));
    const handle: BundleWorker = {
      loaded,
      call<T>(call: 'screen' | 'frame', input: unknown, now: Date, timeoutMs: number) {
        return new Promise<T>((resolve, reject) => {
          const id = nextId++;
          const timer = setTimeout(() => {
            // A render that never ends takes its worker with it.
            forget(new Error(`server rendering took longer than ${timeoutMs} ms`));
            terminate(worker);
          }, timeoutMs);
          pending.set(id, {
            resolve: (value) => {
              clearTimeout(timer);
              resolve(value as T);
            },
            reject: (error) => {
              clearTimeout(timer);
              reject(error);
            },
          });
          worker.postMessage({ id, call, input, now: now.getTime() });
        });
      },
    };
    return { stamp, handle, stop };
  }

  return {
    async settled(): Promise<void> {
      await Promise.all([...exiting]);
    },
    /** The worker of `file`, started if need be; null when there is no such file. */
    get(file: string): BundleWorker | null {
      const stamp = fileStamp(file);
      if (stamp === null) return null;
      const found = running.get(file);
      if (found && found.stamp === stamp) {
        running.delete(file);
        running.set(file, found); // most recently used last
        return found.handle;
      }
      found?.stop();
      const started = start(file, stamp);
      running.delete(file);
      running.set(file, started);
      while (running.size > max) {
        const oldest = running.keys().next().value as string;
        running.get(oldest)?.stop();
        running.delete(oldest);
      }
      return started.handle;
    },
  };
}
