/**
 * The shell's build as the page server reads it (decision 020): its page manifest, the slots every
 * page is composed from (shell/federation/pageManifest.cjs writes the real one).
 */
import { REMOTE_NAMES } from '@housesit/shared-contracts';
import { PAGE_MANIFEST_FILE, remoteFolder, type PageManifest } from '@housesit/shell/server';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '../env.js';
import { requiredExposes } from '../releases/contract.js';

export const APP_SCRIPT = '/main.1a2b3c4d.js';

export const PAGE_MANIFEST: PageManifest = {
  lang: 'en',
  title: 'Housesit',
  description: 'generic',
  head: ['<meta charset="utf-8">'],
  assetTags: [],
  scripts: [APP_SCRIPT],
  rootId: 'root',
  noscript: 'Housesit needs JavaScript to run.',
};

/** The app's page the page server composes from PAGE_MANIFEST, without boot data or hints. */
export const APP_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Housesit</title><meta name="description" content="generic">' +
  `<script defer src="${APP_SCRIPT}"></script></head><body><noscript>Housesit needs JavaScript to run.</noscript><div id="root"></div></body></html>`;

/** Writes WEB_ROOT/shell/dist/page-manifest.json. */
export async function writeShellBuild(webRoot: string, manifest: PageManifest = PAGE_MANIFEST): Promise<void> {
  await mkdir(join(webRoot, 'shell', 'dist'), { recursive: true });
  await writeFile(join(webRoot, 'shell', 'dist', PAGE_MANIFEST_FILE), JSON.stringify(manifest));
}

/**
 * Each area's dist as the registry reads it (routes/registry.ts buildDeclaration): the package's
 * own area.json (its screens and their first requests) and a manifest exposing its screens.
 */
export async function writeAreaBuilds(webRoot: string): Promise<void> {
  for (const name of REMOTE_NAMES) {
    const folder = remoteFolder(name);
    const text = await readFile(join(REPO_ROOT, folder, 'area.json'), 'utf8');
    const routes = (JSON.parse(text) as { routes?: { module: string }[] }).routes ?? [];
    const exposes = [...new Set([...requiredExposes(name), ...routes.map((screen) => screen.module)])];
    await mkdir(join(webRoot, folder, 'dist'), { recursive: true });
    await writeFile(join(webRoot, folder, 'dist', 'area.json'), text);
    await writeFile(
      join(webRoot, folder, 'dist', 'mf-manifest.json'),
      JSON.stringify({ name, exposes: exposes.map((path) => ({ path })) }),
    );
  }
}
