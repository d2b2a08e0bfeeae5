/**
 * A web root for the public pages' tests (decision 020): the public area's and the shell's real
 * prerender entries rendered by the runner their production builds use, the shell's page manifest
 * (test/shellBuild.ts), and a staging release of the public area whose landing says something else.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeShellBuild } from './shellBuild.js';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const STAGING = '1.0.1-5a6b7c8d9e';
/** What the staging release's landing says instead of the build's. */
export const STAGING_TEXT = 'Staging peace of mind while you';
/** The name the shell's build would have emitted its link preview image under (PrerenderPlugin's assets). */
export const LINK_PREVIEW_FILE = 'link-preview.0a1b2c3d.png';

/** What the production build does after emit (shell/federation/prerender.cjs). */
function prerender(pkg: 'mf-public' | 'shell', out: string): Promise<void> {
  const assets = pkg === 'shell' ? { 'src/prerender/link-preview.png': LINK_PREVIEW_FILE } : {};
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [join(REPO, 'shell/federation/prerender-run.mjs'), 'src/prerender/pages.tsx', out, JSON.stringify(assets)],
      {
        cwd: join(REPO, pkg),
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`prerender of ${pkg} failed: ${stderr}`))));
  });
}

export async function publicPagesWebRoot(): Promise<{ webRoot: string; releasesDir: string }> {
  const webRoot = await mkdtemp(join(tmpdir(), 'hs-public-pages-'));
  const releasesDir = join(webRoot, 'releases');
  await mkdir(join(webRoot, 'shell/dist'), { recursive: true });
  await mkdir(join(webRoot, 'mf-public/dist'), { recursive: true });
  await writeShellBuild(webRoot);
  await Promise.all([
    prerender('shell', join(webRoot, 'shell/dist/prerender.json')),
    prerender('mf-public', join(webRoot, 'mf-public/dist/prerender.json')),
  ]);
  const built = await readFile(join(webRoot, 'mf-public/dist/prerender.json'), 'utf8');
  await mkdir(join(releasesDir, 'mf_public', STAGING), { recursive: true });
  await writeFile(join(releasesDir, 'mf_public', STAGING, 'prerender.json'), built.replace('Peace of mind while you', STAGING_TEXT));
  return { webRoot, releasesDir };
}
