import {
  builtInScreens,
  checkAreaDeclaration,
  EXPOSED_MODULES,
  REMOTE_NAMES,
  ROUTES,
  type AreaDeclaration,
  type RemoteName,
} from '@housesit/shared-contracts';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../env.js';
import { manifestExposes, missingExposes, requiredExposes } from './contract.js';
import { remoteFolder } from '@housesit/shell/server';

const require = createRequire(import.meta.url);

/** The `exposes` a remote's real webpack config gives its ModuleFederationPlugin. */
function configuredExposes(remote: RemoteName): string[] {
  const factory = require(join(REPO_ROOT, remoteFolder(remote), 'webpack.config.cjs')) as (
    env: unknown,
    argv: { mode: string },
  ) => {
    plugins: { constructor: { name: string }; _options?: { exposes?: Record<string, string> } }[];
  };
  const plugin = factory({}, { mode: 'production' }).plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  return Object.keys(plugin?._options?.exposes ?? {});
}

/** The area's declaration (decision 016), as its build emits it. */
function areaOf(remote: RemoteName): AreaDeclaration {
  return JSON.parse(readFileSync(join(REPO_ROOT, remoteFolder(remote), 'area.json'), 'utf8')) as AreaDeclaration;
}

describe('the shell/remote contract', () => {
  it.each(REMOTE_NAMES)('%s exposes the modules shared-contracts names, and every other module is a screen of its area.json', (remote) => {
    const exposes = configuredExposes(remote);
    expect(missingExposes(remote, exposes)).toEqual([]);
    const declared = areaOf(remote).routes.map((screen) => screen.module);
    const extra = exposes.filter((name) => !(EXPOSED_MODULES[remote] as readonly string[]).includes(name));
    for (const module of extra) expect(declared).toContain(module);
  });

  it.each(REMOTE_NAMES)('%s/area.json passes the registry’s checks and keeps every screen of the spec’s table', (remote) => {
    const area = areaOf(remote);
    expect(checkAreaDeclaration(remote, area, configuredExposes(remote))).toEqual([]);
    expect(area.routes).toEqual(expect.arrayContaining(builtInScreens(remote)));
  });

  it('requires every module the route table renders', () => {
    const routed = ROUTES.flatMap((route) => ('remote' in route.owner && route.owner.remote === 'mf_admin' ? [route.owner.module] : []));
    expect(routed.length).toBeGreaterThan(0);
    for (const module of routed) expect(requiredExposes('mf_admin')).toContain(module);
  });

  it('names what a build that dropped a screen is missing', () => {
    const withoutJobs = EXPOSED_MODULES.mf_admin.filter((name) => name !== './Jobs');
    expect(missingExposes('mf_admin', withoutJobs)).toEqual(['./Jobs']);
  });

  it('reads exposed module names from an mf-manifest.json', () => {
    const manifest = { exposes: [{ id: 'mf_admin:Dashboard', name: 'Dashboard', path: './Dashboard' }, { name: 'Jobs' }] };
    expect(manifestExposes(manifest)).toEqual(['./Dashboard', './Jobs']);
    expect(manifestExposes({})).toEqual([]);
  });
});
