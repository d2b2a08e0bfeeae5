import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/**
 * The kit must exist once at run time: the shell consumes it through module federation as
 * '@housesit/shell/kit', exactly like the remotes. A relative import into src/kit from outside
 * would bundle a second copy with its own session cache, toasts and contexts.
 */
describe('kit imports', () => {
  it('code outside src/kit imports the kit only as @housesit/shell/kit', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !relative(SRC, file).startsWith('kit'))
      .filter((file) => /from\s+['"](\.{1,2}\/)+(\.\.\/)*kit(\/|['"])/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(offenders).toEqual([]);
  });

  it('the kit itself never imports shell code (its tests may use the shell’s test helpers)', () => {
    const offenders = sourceFiles(join(SRC, 'kit'))
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) => /from\s+['"](\.\.\/){2,}(app|features|env|bootstrap)/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
