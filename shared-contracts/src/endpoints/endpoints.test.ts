import { is, nullable, number, object, optional, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.js';
import { fillPath } from '../api/call.js';
import { unionOf } from '../schemas/responses.js';
import { endpointKey, ENDPOINTS, openApiDocument, toJsonSchema } from './index.js';
import { accessEndpoints } from './access.js';
import { authEndpoints } from './auth.js';
import { lifecycleEndpoints } from './lifecycle.js';

function recordingClient() {
  const sent: { url: string; method: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      headers: init.headers as Record<string, string>,
    });
    return new Response('{"ok":1}', { status: 200 });
  }) as typeof globalThis.fetch;
  return { sent, client: createApiClient({ baseUrl: 'https://api.test', fetch }) };
}

describe('endpoint definitions', () => {
  it('defines each METHOD /path once', () => {
    const all = [authEndpoints, lifecycleEndpoints, accessEndpoints].flatMap((group) => Object.values(group)).map(endpointKey);
    expect(new Set(all).size).toBe(all.length);
    for (const key of all) expect(ENDPOINTS[key], key).toBeDefined();
  });

  it('fills and encodes path parameters, and refuses a missing one', () => {
    expect(fillPath('/api/visit/:id/photos/:mediaId', { id: 7, mediaId: 'a/b c' })).toBe('/api/visit/7/photos/a%2Fb%20c');
    expect(() => fillPath('/api/visit/:id', {})).toThrow(':id');
  });

  it('sends the definition’s method, path, query, body and headers', async () => {
    const { sent, client } = recordingClient();
    await client.lifecycle.updateTask(4, 9, { isCompleted: true }, 'key-1');
    await client.access.summary('1 Main St');
    await client.homeowner.cancelVisit(5);
    expect(sent[0]).toMatchObject({ url: 'https://api.test/api/visit/4/tasks/9', method: 'PATCH', body: { isCompleted: true } });
    expect(sent[0]!.headers['Idempotency-Key']).toBe('key-1');
    expect(sent[1]).toMatchObject({ url: 'https://api.test/api/properties/access?address=1+Main+St', method: 'GET', body: undefined });
    expect(sent[2]).toMatchObject({ url: 'https://api.test/api/visit/5/cancel', method: 'PATCH', body: undefined });
  });
});

describe('structs as JSON Schema', () => {
  it('keeps fields, which are required, and which may be null', () => {
    const schema = toJsonSchema(object({ id: number(), note: optional(string()), at: nullable(string()) }));
    expect(schema).toEqual({
      type: 'object',
      properties: { id: { type: 'number' }, note: { type: 'string' }, at: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
      required: ['id', 'at'],
      additionalProperties: false,
    });
  });

  it('lists the members of a union made with unionOf, and checks as union does', () => {
    const either = unionOf([object({ a: number() }), object({ b: string() })]);
    expect(toJsonSchema(either)).toMatchObject({ anyOf: [{ required: ['a'] }, { required: ['b'] }] });
    expect(is({ b: 'x' }, either)).toBe(true);
    expect(is({ c: 1 }, either)).toBe(false);
  });

  it('describes every definition under its OpenAPI path', () => {
    const document = openApiDocument(Object.values(ENDPOINTS), { title: 'Housesit', version: 'test' }) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    for (const definition of Object.values(ENDPOINTS)) {
      const path = definition.path.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[path]?.[definition.method.toLowerCase()], `${definition.method} ${definition.path}`).toBeDefined();
    }
    expect(document.paths['/api/visit/{id}/tasks/{taskId}']!.patch!.parameters!.map((p) => p.name)).toEqual(['id', 'taskId']);
  });
});
