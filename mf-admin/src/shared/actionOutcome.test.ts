import { describe, expect, it } from 'vitest';
import { ApiError } from '@housesit/shared-contracts';
import { runAction } from './actionOutcome';

describe('runAction', () => {
  it('passes data through', async () => {
    expect(await runAction(async () => ({ ok: true as const, status: 200, data: { a: 1 } }))).toEqual({ ok: true, data: { a: 1 } });
  });

  it("reads the server's message, field errors and retry flag from a thrown ApiError", async () => {
    const body = JSON.stringify({ message: 'The visit has been started. Please retry the upload.', retry: true });
    const outcome = await runAction(async () => {
      throw new ApiError(409, body, 'Conflict');
    });
    expect(outcome).toEqual({ ok: false, status: 409, message: 'The visit has been started. Please retry the upload.', fieldErrors: {}, retry: true });
  });

  it('turns a 403 handed back into a failure with its message', async () => {
    const outcome = await runAction(async () => ({ ok: false as const, status: 403 as const, data: { code: 'auth.forbidden' as const, message: 'You do not have access to this.' } }));
    expect(outcome).toMatchObject({ ok: false, status: 403, message: 'You do not have access to this.' });
  });

  it('has no message for a network error or a reply that is not JSON', async () => {
    expect(await runAction(async () => Promise.reject(new TypeError('Failed to fetch')))).toMatchObject({ ok: false, status: null, message: null });
    const outcome = await runAction(async () => {
      throw new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway');
    });
    expect(outcome).toMatchObject({ ok: false, status: 502, message: null, retry: false });
  });
});
