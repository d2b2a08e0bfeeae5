import { describe, expect, it } from 'vitest';
import { accessDetailsToSave } from './AccessDetailsParts';

describe('accessDetailsToSave', () => {
  it('sends only the fields typed in, trimmed, and the key holder when one is chosen', () => {
    expect(accessDetailsToSave({ doorCode: ' 2468 ', gate: '   ', notes: 'Side door' }, '')).toEqual({
      doorCode: '2468',
      notes: 'Side door',
    });
    expect(accessDetailsToSave({}, 'housesit')).toEqual({ keyHolder: 'housesit' });
  });
});
