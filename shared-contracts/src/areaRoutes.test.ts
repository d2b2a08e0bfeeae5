import { describe, expect, it } from 'vitest';
import { areaOfPath, builtInScreens, checkAreaDeclaration, checkAreaScreen } from './areaRoutes.js';
import { EXPOSED_MODULES, REMOTE_NAMES } from './federation.js';
import { ROUTES, findRoute } from './routes.js';
import { SPEC_SCREENS, specScreensOf } from './specScreens.js';

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
    const routes = [...builtInScreens('mf_admin'), screen, screen];
    expect(checkAreaDeclaration('mf_admin', { routes, nav: [] }, EXPOSED_MODULES.mf_admin)).toEqual([
      { code: 'route.duplicate_path', message: 'mf_admin declares /admin/x twice.', path: '/admin/x' },
    ]);
  });
});

describe('the product’s screens every release of their area keeps', () => {
  const admin = builtInScreens('mf_admin');
  const check = (routes: unknown[], nav: unknown[] = []) => checkAreaDeclaration('mf_admin', { routes, nav }, EXPOSED_MODULES.mf_admin);

  it('lists each path of the table with the access the table gives it, in the area that owns it', () => {
    for (const { path, remote, access } of SPEC_SCREENS) {
      expect(builtInScreens(remote)).toContainEqual(expect.objectContaining({ path, access }));
      expect(findRoute(path)).toBeDefined();
    }
    // The screens added beside the product's may be renamed, reordered or retired.
    expect(admin.map((screen) => screen.path).filter((path) => !specScreensOf('mf_admin').some((spec) => spec.path === path))).toEqual([
      '/admin/schedule',
      '/admin/messages',
      '/admin/notifications',
      '/admin/releases',
    ]);
  });

  it('refuses a declaration without /jobs, naming it', () => {
    expect(check(admin.filter((screen) => screen.path !== '/jobs'))).toEqual([
      {
        code: 'route.spec_screen_dropped',
        message: "mf_admin drops /jobs, one of the product's screens: every release of mf_admin keeps it, with the access rule 'role'.",
        path: '/jobs',
      },
    ]);
  });

  it('refuses /jobs opened to every signed-in account', () => {
    const routes = admin.map((screen) => (screen.path === '/jobs' ? { ...screen, access: 'signed-in' } : screen));
    expect(check(routes)).toEqual([
      {
        code: 'route.spec_screen_access',
        message: "mf_admin declares /jobs with the access rule 'signed-in', but it is one of the product's screens and keeps 'role'.",
        path: '/jobs',
      },
    ]);
  });

  it('takes a release that retires a screen of its own, renames and reorders its entries', () => {
    const routes = admin.filter((screen) => screen.path !== '/admin/schedule').map((screen) => ({ ...screen, title: `${screen.title}!` }));
    const nav = [
      { menu: 'bar', label: 'Queue', to: '/jobs', order: 5 },
      { menu: 'bar', label: 'Home', to: '/admin/dashboard', order: 10 },
      { menu: 'menu', label: 'People', to: '/admin/users', order: 10 },
    ];
    expect(check(routes, nav)).toEqual([]);
    // An entry to the retired screen has nowhere to lead.
    expect(check(routes, [...nav, { menu: 'bar', label: 'Schedule', to: '/admin/schedule', order: 30 }])).toEqual([
      expect.objectContaining({ code: 'route.nav_unknown_target', path: '/admin/schedule' }),
    ]);
  });

  it('leaves a release that declares no screens (contract 3 and earlier) to the built-in table', () => {
    expect(checkAreaDeclaration('mf_admin', { nav: [{ menu: 'bar', label: 'Schedule', to: '/admin/schedule', order: 30 }] }, [])).toEqual(
      [],
    );
  });
});
