import { describe, expect, it } from 'vitest';
import { ApiError, TOASTS } from '@housesit/shared-contracts';
import { ActionRefusedError, describeFailure, unwrapAction } from './actionFailure';
import { PhotoFileError } from '@housesit/shell/kit/areas';

describe('describeFailure', () => {
  it("reads the server's message and title from an API error", () => {
    const body = JSON.stringify({ message: TOASTS.photosRequired.description, title: TOASTS.photosRequired.title });
    expect(describeFailure(new ApiError(400, body, 'Bad Request'))).toEqual({
      status: 400,
      title: TOASTS.photosRequired.title,
      message: TOASTS.photosRequired.description,
    });
  });

  it('has nothing to say for a reply without a message or a network failure', () => {
    expect(describeFailure(new ApiError(502, '', 'Bad Gateway'))).toEqual({ status: 502, title: null, message: null });
    expect(describeFailure(new TypeError('Failed to fetch'))).toEqual({ status: null, title: null, message: null });
  });

  it('turns a 401/403 result into a failure with its message', async () => {
    const refused = unwrapAction(Promise.resolve({ ok: false as const, status: 403 as const, data: { code: 'auth.forbidden' as const, message: 'You do not have access to this.' } }));
    await expect(refused).rejects.toBeInstanceOf(ActionRefusedError);
    expect(describeFailure(await refused.catch((e: unknown) => e))).toEqual({ status: 403, title: null, message: 'You do not have access to this.' });
  });

  it("shows a photo's own problem", () => {
    expect(describeFailure(new PhotoFileError('The photo is larger than 10 MB.')).message).toBe('The photo is larger than 10 MB.');
  });
});
