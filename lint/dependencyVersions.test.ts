import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findVersionConflicts } from './dependencyVersions';

const ROOT = join(import.meta.dirname, '..');

function repository(files: Record<string, unknown>): string {
  const root = mkdtempSync(join(tmpdir(), 'versions-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), JSON.stringify(content));
  }
  return root;
}

describe('one version per dependency', () => {
  it('holds for this repository: every workspace declares and installs the same version', () => {
    expect(findVersionConflicts(ROOT)).toEqual([]);
  });

  it('finds two workspaces declaring different versions, and a workspace installing its own copy', () => {
    const root = repository({
      'package.json': { workspaces: ['a', 'b'], devDependencies: { typescript: '~6.0.3' } },
      'a/package.json': { dependencies: { react: '19.2.0' }, devDependencies: { typescript: '~6.0.3' } },
      'b/package.json': { dependencies: { react: '19.1.0', swr: '2.3.0' } },
      'package-lock.json': {
        packages: {
          'node_modules/react': { version: '19.2.0' },
          'b/node_modules/react': { version: '19.1.0' },
          'node_modules/swr': { version: '2.3.0' },
          'node_modules/typescript': { version: '6.0.3' },
        },
      },
    });
    expect(findVersionConflicts(root)).toEqual([
      { dependency: 'react', kind: 'declared', versions: { a: '19.2.0', b: '19.1.0' } },
      { dependency: 'react', kind: 'installed', versions: { a: '19.2.0', b: '19.1.0' } },
    ]);
  });
});
