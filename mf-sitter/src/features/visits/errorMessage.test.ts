import { describe, expect, it } from 'vitest';
import { ApiError } from '@housesit/shared-contracts';
import { errorMessage } from './errorMessage';

describe('errorMessage', () => {
  it("prefers the server's message of an API error", () => {
    expect(errorMessage(new ApiError(500, JSON.stringify({ message: 'Try again.' }), 'Internal Server Error'))).toBe('Try again.');
    expect(errorMessage(new ApiError(502, '', 'Bad Gateway'))).toBe('502: Bad Gateway');
    expect(errorMessage(new Error('offline'))).toBe('offline');
  });
});
