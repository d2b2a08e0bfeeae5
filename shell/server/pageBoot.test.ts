// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './pageBoot.js';

describe('scriptSafeJson', () => {
  it('writes JSON no HTML parser can read as markup', () => {
    expect(scriptSafeJson({ text: '<!-- </script>', line: '\u2028' })).toBe('{"text":"\\u003c!-- \\u003c/script>","line":"\\u2028"}');
  });
});
