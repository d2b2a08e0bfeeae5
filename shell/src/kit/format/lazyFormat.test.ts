import { describe, expect, it, vi } from 'vitest';
import { lazyFormat } from './lazyFormat';

describe('lazyFormat', () => {
  it('makes the formatter on first use only, then hands out the same one', () => {
    const make = vi.fn(() => new Intl.NumberFormat('en-US'));
    const format = lazyFormat(make);
    expect(make).not.toHaveBeenCalled();
    expect(format().format(1045)).toBe('1,045');
    expect(format()).toBe(format());
    expect(make).toHaveBeenCalledTimes(1);
  });
});
