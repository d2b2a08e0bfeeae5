import { describe, expect, it } from 'vitest';
import {
  check,
  dashboardFor,
  decideAccess,
  LoginPayloadStruct,
  normalizeRole,
  RegisterPayloadStruct,
  ROUTES,
  EXPOSED_MODULES,
  visitTitle,
} from './index.js';

const validRegistration = {
  username: 'alice',
  email: 'alice@example.com',
  password: 'secret12',
  firstName: 'Alice',
  lastName: 'Smith',
};

describe('registration payload', () => {
  it('accepts a valid payload and keeps optional fields optional', () => {
    expect(check(RegisterPayloadStruct, validRegistration)).toEqual({ ok: true, value: validRegistration });
  });

  it.each([
    ['username', 'al', 'Username must be at least 3 characters'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['password', '1234567', 'Password must be at least 8 characters'],
    ['password', 'Alice', 'Password must be at least 8 characters'],
    ['firstName', '  ', 'First name is required'],
    ['lastName', '', 'Last name is required'],
  ])('reports %s with the spec message', (field, value, message) => {
    const result = check(RegisterPayloadStruct, { ...validRegistration, [field]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors[field]).toBe(message);
  });

  it('reports every missing field at once with the spec messages', () => {
    const result = check(RegisterPayloadStruct, {});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.fieldErrors).toMatchObject({
        username: 'Username must be at least 3 characters',
        email: 'Invalid email address',
        password: 'Password must be at least 8 characters',
        firstName: 'First name is required',
        lastName: 'Last name is required',
      });
    }
  });

  // docs/product/DECISIONS.md 'Passwords': 8+ characters and not the username (the common list is the API's).
  it('refuses a password equal to the username, whatever its case', () => {
    const result = check(RegisterPayloadStruct, { ...validRegistration, username: 'alice-smith', password: 'Alice-Smith' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors).toEqual({ password: 'Password must not be the same as the username' });
  });

  it('refuses an unknown role value and unknown fields', () => {
    const badRole = check(RegisterPayloadStruct, { ...validRegistration, role: 'superuser' });
    expect(badRole.ok).toBe(false);
    const extra = check(RegisterPayloadStruct, { ...validRegistration, isAdmin: true });
    expect(extra.ok).toBe(false);
    if (!extra.ok) expect(extra.fieldErrors.isAdmin).toBe('Unknown field: isAdmin');
  });
});

describe('login payload', () => {
  it('requires username and password with the spec messages', () => {
    const result = check(LoginPayloadStruct, { username: '', password: '' });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { username: 'Username is required', password: 'Password is required' },
    });
  });

  it('refuses a body that is not an object', () => {
    const result = check(LoginPayloadStruct, 'username=alice');
    expect(result.ok).toBe(false);
  });
});

describe('roles', () => {
  it('maps each role to its dashboard and unknown roles to /dashboard', () => {
    expect(dashboardFor('homeowner')).toBe('/dashboard');
    expect(dashboardFor('housesitter')).toBe('/sitter/dashboard');
    expect(dashboardFor('sitter')).toBe('/sitter/dashboard');
    expect(dashboardFor('admin')).toBe('/admin/dashboard');
    expect(dashboardFor('pilot')).toBe('/dashboard');
    expect(dashboardFor(undefined)).toBe('/dashboard');
  });

  it('accepts sitter as the alias of housesitter only', () => {
    expect(normalizeRole('sitter')).toBe('housesitter');
    expect(normalizeRole('Sitter')).toBeNull();
  });
});

describe('route guards', () => {
  const adminRoute = ROUTES.find((r) => r.path === '/admin/dashboard')!;
  const reports = ROUTES.find((r) => r.path === '/reports')!;
  const purchase = ROUTES.find((r) => r.path === '/purchase')!;
  const devPage = ROUTES.find((r) => r.path === '/test-visits-data')!;

  it('sends signed-out users to the fallback path', () => {
    expect(decideAccess(adminRoute.access, null, { isDevBuild: false })).toEqual({ kind: 'redirect', to: '/login', reason: 'signedOut' });
    expect(decideAccess(adminRoute.access, null, { isDevBuild: false, fallbackPath: '/' })).toMatchObject({ to: '/' });
  });

  it('sends a wrong role to /login, and a non-homeowner on /reports to their dashboard', () => {
    expect(decideAccess(adminRoute.access, { role: 'homeowner' }, { isDevBuild: false })).toMatchObject({ to: '/login' });
    expect(decideAccess(reports.access, { role: 'admin' }, { isDevBuild: false, path: '/reports' })).toMatchObject({
      to: '/admin/dashboard',
    });
  });

  it('lets any signed-in role use /purchase, and hides developer pages outside development', () => {
    expect(decideAccess(purchase.access, { role: 'housesitter' }, { isDevBuild: false })).toEqual({ kind: 'allow' });
    expect(decideAccess(devPage.access, { role: 'admin' }, { isDevBuild: false }).kind).toBe('redirect');
    expect(decideAccess(devPage.access, { role: 'admin' }, { isDevBuild: true })).toEqual({ kind: 'allow' });
  });

  it('names only modules that the owning remote exposes', () => {
    for (const route of ROUTES) {
      if ('remote' in route.owner) {
        expect(EXPOSED_MODULES[route.owner.remote] as readonly string[]).toContain(route.owner.module);
      }
    }
  });
});

describe('visitTitle', () => {
  it("joins task names with ' + ' and falls back to 'Home Visit'", () => {
    const task = (name: string) => ({
      id: 1,
      isCompleted: false,
      notes: null,
      skipReason: null,
      task: { name, description: '', price: '0.00', category: 'x' },
    });
    expect(visitTitle({ tasks: [] })).toBe('Home Visit');
    expect(visitTitle({ tasks: [task('Security check'), task('Mail pickup')] })).toBe('Security check + Mail pickup');
  });
});
