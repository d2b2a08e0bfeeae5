import { describe, expect, it } from 'vitest';
import { createApiClient } from '@housesit/shared-contracts';
import { createStubFetch } from './stubFetch';

const user = { id: 1, username: 'hannah', email: 'h@example.com', firstName: 'Hannah', lastName: 'Owner', role: 'homeowner' as const };

describe('the stub fetch', () => {
  it('answers by "METHOD /path" before "/path", records the requests, and 404s the rest', async () => {
    const stub = createStubFetch({
      'POST /api/auth/login': { body: { user } },
      '/api/auth/login': { status: 500, body: { message: 'no' } },
    });
    const api = createApiClient({ baseUrl: 'http://test', fetch: stub.fetch });
    const login = await api.auth.login({ username: 'hannah', password: 'secret-password' });
    expect(login.ok && login.data.user.firstName).toBe('Hannah');
    expect(stub.requestsTo('/api/auth/login', 'POST')[0]?.body).toEqual({ username: 'hannah', password: 'secret-password' });
    await expect(api.visits.userStats()).rejects.toThrow('404');
  });

  it('answers /api/auth/me with the given user, or 401 for a visitor', async () => {
    const signedIn = createApiClient({ baseUrl: 'http://test', fetch: createStubFetch({}, { user }).fetch });
    expect(await signedIn.auth.me()).toMatchObject({ ok: true, data: { user } });
    const visitor = createApiClient({ baseUrl: 'http://test', fetch: createStubFetch({}, { user: null }).fetch });
    expect(await visitor.auth.me()).toMatchObject({ ok: false, status: 401 });
  });

  it('refuses an answer the API could not send: a stub cannot drift from the contract', async () => {
    const drifted = createStubFetch({ '/api/auth/me': { body: { user: { ...user, role: 'owner' } } } });
    await expect(drifted.fetch('http://test/api/auth/me')).rejects.toThrow(/GET \/api\/auth\/me breaks the contract at user.role/);
    const noMessage = createStubFetch({ '/api/visits': { status: 409, body: { error: 'conflict' } } });
    await expect(noMessage.fetch('http://test/api/visits')).rejects.toThrow(/409 answer to GET \/api\/visits breaks the contract/);
  });
});
