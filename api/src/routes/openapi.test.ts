import { ENDPOINTS, openApiPath } from '@housesit/shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, signIn } from '../test/fixtures.js';
import { createTestApp, type TestApp, type TestClient } from '../test/testApp.js';
import { typedClient } from '../test/typedClient.js';

let t: TestApp;
let admin: TestClient, homeowner: TestClient;

interface Operation {
  summary: string;
  'x-access': { kind: string; roles?: string[]; object?: string };
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { 'application/json': { schema: { type?: string; required?: string[] } } } };
  responses: Record<string, { content?: unknown }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t.db, { username: 'boss', role: 'admin' });
  await insertUser(t.db, { username: 'owner' });
  admin = t.client();
  homeowner = t.client();
  await signIn(admin, 'boss');
  await signIn(homeowner, 'owner');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/openapi.json', () => {
  it('describes every endpoint definition, with its access, parameters and body', async () => {
    const result = await typedClient(admin).adminReports.openApi();
    expect(result.ok).toBe(true);
    const document = result.data as unknown as Document;
    expect(document.openapi).toBe('3.1.0');
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const defined = Object.values(ENDPOINTS).map((definition) => `${definition.method} ${openApiPath(definition.path)}`);
    expect(listed.sort()).toEqual(defined.sort());

    const task = document.paths['/api/visit/{id}/tasks/{taskId}']!.patch!;
    expect(task['x-access']).toEqual({ kind: 'role', roles: ['admin', 'housesitter'], object: 'visit' });
    expect(task.parameters!.map((p) => [p.name, p.in, p.required])).toEqual([
      ['id', 'path', true],
      ['taskId', 'path', true],
    ]);
    const login = document.paths['/api/auth/login']!.post!;
    expect(login.requestBody!.content['application/json'].schema).toMatchObject({ type: 'object', required: ['username', 'password'] });
    expect(document.paths['/api/admin/openapi.json']!.get!['x-access']).toEqual({ kind: 'role', roles: ['admin'] });
  });

  it('is for admins only: 401 signed out, 403 for a homeowner', async () => {
    expect((await t.client().get('/api/admin/openapi.json')).status).toBe(401);
    const refused = await typedClient(homeowner).adminReports.openApi();
    expect(refused).toMatchObject({ ok: false, status: 403, data: { code: 'auth.forbidden' } });
  });
});
