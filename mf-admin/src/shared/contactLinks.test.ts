import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contactLinks';

describe('contact links', () => {
  it('builds a mailto link that cannot add headers', () => {
    expect(mailtoHref('ann.lee@example.com')).toBe('mailto:ann.lee@example.com');
    expect(mailtoHref('a?cc=x@example.com')).toBe('mailto:a%3Fcc%3Dx@example.com');
  });

  it('builds a tel link from a formatted number', () => {
    expect(telHref('(781) 555-0110')).toBe('tel:7815550110');
    expect(telHref('+1 781 555 0110')).toBe('tel:+17815550110');
  });
});
