import { EXPOSED_MODULES } from '@housesit/shared-contracts';
import { describe, expect, it } from 'vitest';

// The shell loads these by name (EXPOSED_MODULES.mf_homeowner); each must default-export a screen.
const modules: Record<(typeof EXPOSED_MODULES.mf_homeowner)[number], () => Promise<{ default: unknown }>> = {
  './Dashboard': () => import('./Dashboard'),
  './Messages': () => import('./Messages'),
  './Reports': () => import('./Reports'),
  './Purchase': () => import('./Purchase'),
  './Visits': () => import('./Visits'),
  './Properties': () => import('./Properties'),
  './Notifications': () => import('./Notifications'),
  './Billing': () => import('./Billing'),
};

describe('mf_homeowner exposes', () => {
  it.each(EXPOSED_MODULES.mf_homeowner)('%s default-exports a screen component', async (name) => {
    const mod = await modules[name]();
    expect(typeof mod.default).toBe('function');
  });

  it('webpack exposes exactly the contract modules', async () => {
    const { createRequire } = await import('node:module');
    const require = createRequire(import.meta.url);
    const spy = require('@housesit/shell/federation') as { createRemoteConfig: (o: { exposes: object }) => unknown };
    const original = spy.createRemoteConfig;
    let exposes: object = {};
    spy.createRemoteConfig = (options) => {
      exposes = options.exposes;
      return original(options as never);
    };
    try {
      require('../../webpack.config.cjs');
    } finally {
      spy.createRemoteConfig = original;
    }
    expect(Object.keys(exposes)).toEqual([...EXPOSED_MODULES.mf_homeowner]);
  });
});
