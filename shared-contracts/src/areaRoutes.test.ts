import { describe, expect, it } from 'vitest';
import { areaOfPath, builtInScreens, checkAreaDeclaration, checkAreaScreen } from './areaRoutes.js';
import { EXPOSED_MODULES, REMOTE_NAMES } from './federation.js';
import { ROUTES } from './routes.js';

describe('area paths and declarations (decision 016)', () => {
  it('gives each path to one area by whole segments; / only to itself', () => {
    expect(areaOfPath('/')).toBe('mf_public');
    expect(areaOfPath('/admin/reports-preview')).toBe('mf_admin');
    expect(areaOfPath('/dashboard')).toBe('mf_homeowner');
    expect(areaOfPath('/dashboards')).toBeNull();
    expect(areaOfPath('/sitter/anything')).toBe('mf_sitter');
    expect(areaOfPath('/nowhere')).toBeNull();
  });

  it('accepts the spec’s table as every area’s declaration', () => {
    for (const remote of REMOTE_NAMES) {
      const routes = builtInScreens(remote);
      expect(checkAreaDeclaration(remote, { routes, nav: [] }, EXPOSED_MODULES[remote])).toEqual([]);
    }
    const remoteRoutes = ROUTES.filter((route) => 'remote' in route.owner).length;
    expect(REMOTE_NAMES.flatMap((remote) => builtInScreens(remote))).toHaveLength(remoteRoutes);
  });

  it('refuses a public screen in a role area, and another area’s path, naming the owner', () => {
    const screen = { path: '/admin/x', access: 'public', module: './Jobs', title: 'X' };
    expect(checkAreaScreen('mf_admin', screen, EXPOSED_MODULES.mf_admin)?.code).toBe('route.public_on_role_area');
    expect(checkAreaScreen('mf_public', { ...screen, path: '/admin/x', module: './Terms' }, EXPOSED_MODULES.mf_public)).toMatchObject({
      code: 'route.other_area',
      message: 'mf_public claims /admin/x, which belongs to mf_admin.',
    });
    expect(checkAreaScreen('mf_public', { ...screen, path: '/about/team', module: './Terms' }, EXPOSED_MODULES.mf_public)).toBeNull();
  });

  it('refuses a path written to slip past the prefix check', () => {
    for (const path of ['/admin/../dashboard', '/admin//x', '/Admin/x', '/admin/x?y=1', 'admin/x', '/admin/x/']) {
      expect(checkAreaScreen('mf_admin', { path, access: 'role', module: './Jobs', title: 'X' }, EXPOSED_MODULES.mf_admin)?.code).toBe(
        'route.bad_path',
      );
    }
  });

  it('refuses a malformed declaration and a path declared twice', () => {
    const screen = { path: '/admin/x', access: 'role', module: './Jobs', title: 'X' };
    expect(checkAreaDeclaration('mf_admin', { routes: 'all of them' }, EXPOSED_MODULES.mf_admin)).toEqual([
      { code: 'route.bad_shape', message: expect.stringContaining('routes and nav must be lists') },
    ]);
    expect(checkAreaScreen('mf_admin', { path: '/admin/x' }, EXPOSED_MODULES.mf_admin)?.code).toBe('route.bad_shape');
    expect(checkAreaDeclaration('mf_admin', { routes: [screen, screen], nav: [] }, EXPOSED_MODULES.mf_admin)).toEqual([
      { code: 'route.duplicate_path', message: 'mf_admin declares /admin/x twice.', path: '/admin/x' },
    ]);
  });
});
