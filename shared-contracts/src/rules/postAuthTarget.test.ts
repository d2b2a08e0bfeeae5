import { describe, expect, it } from 'vitest';
import { postAuthTarget, safeNextPath } from './postAuthTarget.js';

describe('postAuthTarget', () => {
  it("goes to the role's dashboard by default", () => {
    expect(postAuthTarget({ role: 'homeowner' }, '', false)).toBe('/dashboard');
    expect(postAuthTarget({ role: 'admin' }, '?tab=register', false)).toBe('/admin/dashboard');
    expect(postAuthTarget({ role: 'housesitter' }, '', false)).toBe('/sitter/dashboard');
    expect(postAuthTarget({ role: 'martian' }, '', false)).toBe('/dashboard');
  });

  it('follows ?next= to a same-site page the user may open', () => {
    expect(postAuthTarget({ role: 'homeowner' }, '?next=%2Freports', false)).toBe('/reports');
    expect(postAuthTarget({ role: 'homeowner' }, '?next=%2Fmessages%3FvisitId%3D4', false)).toBe('/messages?visitId=4');
    expect(postAuthTarget({ role: 'admin' }, '?next=%2Fadmin%2Fjob-queue', false)).toBe('/jobs');
  });

  it('ignores ?next= pointing elsewhere, at /login, at unknown paths or at pages of another role', () => {
    for (const next of ['https://evil.example/x', '//evil.example', '/\\evil.example', '/login', '/nowhere', 'dashboard']) {
      expect(safeNextPath(next, { role: 'homeowner' }, false)).toBeNull();
    }
    expect(postAuthTarget({ role: 'homeowner' }, '?next=%2Fadmin%2Fdashboard', false)).toBe('/dashboard');
    expect(postAuthTarget({ role: 'homeowner' }, '?next=%2Ftest-visits-data', false)).toBe('/dashboard');
    expect(postAuthTarget({ role: 'homeowner' }, '?next=%2Ftest-visits-data', true)).toBe('/test-visits-data');
  });

  it('carries a chosen plan to the homeowner dashboard', () => {
    expect(postAuthTarget({ role: 'homeowner' }, '?tab=register&plan=extended', false)).toBe('/dashboard?plan=extended');
    expect(postAuthTarget({ role: 'homeowner' }, '?plan=gold', false)).toBe('/dashboard');
    expect(postAuthTarget({ role: 'admin' }, '?plan=standard', false)).toBe('/admin/dashboard');
  });
});
