import { describe, expect, it, vi } from 'vitest';
import { readApiFailure } from '../errors.js';
import { API_ERRORS } from '../messages.js';
import { ApiError, request, unwrap } from './request.js';

function fakeFetch(status: number, body: string, statusText = '') {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(body || null, { status, statusText }));
}

describe('shared request rule', () => {
  it('sends relative paths to the API origin with JSON accept and credentials', async () => {
    const fetch = fakeFetch(200, '{"user":{"id":1}}');
    const result = await request({ baseUrl: 'https://api.example.com/', fetch }, '/api/auth/me');
    expect(result).toEqual({ ok: true, status: 200, data: { user: { id: 1 } } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.example.com/api/auth/me');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ Accept: 'application/json' });
    expect(init?.body).toBeUndefined();
  });

  it('keeps full URLs and sets a JSON content type only when there is a body', async () => {
    const fetch = fakeFetch(200, '{}');
    await request({ baseUrl: 'https://api.example.com', fetch }, 'https://other.example.com/x', {
      method: 'POST',
      body: { a: 1 },
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://other.example.com/x');
    expect(init?.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"a":1}');
  });

  it('uses the page origin when no API origin is configured', async () => {
    const fetch = fakeFetch(200, '[]');
    await request({ baseUrl: null, fetch }, '/api/visits', { query: { limit: 3, status: undefined } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/visits?limit=3');
  });

  it.each([401, 403])('hands %i back to the caller instead of throwing', async (status) => {
    const result = await request({ baseUrl: null, fetch: fakeFetch(status, '{"message":"nope"}') }, '/api/admin/stats');
    expect(result).toEqual({ ok: false, status, data: { message: 'nope' } });
  });

  it('throws "status: reply text" for other failures, and the status text when the reply is empty', async () => {
    await expect(request({ baseUrl: null, fetch: fakeFetch(409, '{"message":"taken"}') }, '/x')).rejects.toThrow(
      '409: {"message":"taken"}',
    );
    const error = await request({ baseUrl: null, fetch: fakeFetch(500, '', 'Internal Server Error') }, '/x').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('500: Internal Server Error');
  });

  it('exposes the server message and field errors of a JSON reply', async () => {
    const error = (await request(
      { baseUrl: null, fetch: fakeFetch(400, '{"message":"Invalid email address","fieldErrors":{"email":"Invalid email address"}}') },
      '/x',
    ).catch((e) => e)) as ApiError;
    expect(error.serverMessage).toBe('Invalid email address');
    expect(error.fieldErrors).toEqual({ email: 'Invalid email address' });
  });
});

describe('unwrap', () => {
  const failureOf = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return readApiFailure(error);
    }
    throw new Error('unwrap did not throw');
  };

  it('answers the data of a success', () => {
    expect(unwrap({ ok: true, status: 200, data: { id: 1 } })).toEqual({ id: 1 });
  });

  it("throws the server's code and message for a 401 or 403", () => {
    const failure = failureOf(() =>
      unwrap({ ok: false, status: 403, data: { code: 'request.cross_origin', message: API_ERRORS.crossOrigin } }),
    );
    expect(failure).toMatchObject({ status: 403, code: 'request.cross_origin', message: API_ERRORS.crossOrigin });
  });

  it('makes a code and message for the status when the answer had no body', () => {
    expect(failureOf(() => unwrap({ ok: false, status: 401, data: null }))).toMatchObject({
      status: 401,
      code: 'auth.not_signed_in',
      message: API_ERRORS.notSignedIn,
    });
    expect(failureOf(() => unwrap({ ok: false, status: 403, data: null }))).toMatchObject({
      status: 403,
      code: 'auth.forbidden',
      message: API_ERRORS.forbidden,
    });
  });
});
