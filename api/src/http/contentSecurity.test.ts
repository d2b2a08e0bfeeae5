import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.js';

const REGISTRY_ON_A_CDN = {
  environment: 'production',
  remotes: {
    mf_public: { entry: '/remotes/mf_public/mf-manifest.json', version: '1.0.0' },
    mf_homeowner: { entry: 'https://cdn.example.com/mf_homeowner/mf-manifest.json', version: '1.0.0' },
    mf_sitter: { entry: '/remotes/mf_sitter/mf-manifest.json', version: '1.0.0' },
    mf_admin: { entry: '/remotes/mf_admin/mf-manifest.json', version: '1.0.0' },
  },
};

describe('content security policy and HSTS', () => {
  let testApp: TestApp | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await testApp?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('lets scripts come only from this origin and the registry’s remote origins', async () => {
    dir = await mkdtemp(join(tmpdir(), 'hs-csp-'));
    const registryFile = join(dir, 'registry.json');
    await writeFile(registryFile, JSON.stringify(REGISTRY_ON_A_CDN));
    testApp = await createTestApp({ env: { REGISTRY_FILE: registryFile } });
    const response = await testApp.app.request('/api/health');
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("script-src 'self' https://cdn.example.com");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    // Served over plain HTTP in development and tests: no HSTS.
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('sends HSTS in production', async () => {
    testApp = await createTestApp({ env: { NODE_ENV: 'production', PAYMENTS: 'sandbox', SITE_ORIGINS: 'https://housesit.example' } });
    const response = await testApp.app.request('/api/health');
    expect(response.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d+/);
  });
});
