import { join } from 'node:path';
import * as contracts from '@housesit/shared-contracts';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { SHARED_CONTRACTS_CLASSES } from '../eslint.config.mjs';

const FIXTURES = join(import.meta.dirname, 'fixtures');
/** Loading ESLint, typescript-eslint and the plugins takes seconds on a busy 2-core CI machine. */
const LINT_TIMEOUT_MS = 120_000;

/**
 * Lints the fixture areas with the repo's real eslint.config.mjs, rooted at lint/fixtures instead of
 * the repo (its fixtures are not in any tsconfig, so type-aware rules are switched off here; they
 * run on the real tree). If a boundary rule stops firing, because a plugin upgrade renamed an option
 * or a folder pattern no longer matches, this fails instead of lint silently passing everything.
 */
async function lintFixtures(): Promise<Record<string, string[]>> {
  const eslint = new ESLint({
    cwd: FIXTURES,
    overrideConfigFile: join(import.meta.dirname, '..', 'eslint.config.mjs'),
    overrideConfig: [{ settings: { 'boundaries/root-path': FIXTURES } }, tseslint.configs.disableTypeChecked],
  });
  const results = await eslint.lintFiles(['.']);
  return Object.fromEntries(
    results.map((result) => [
      result.filePath.slice(FIXTURES.length + 1),
      result.messages.map((message) => `${message.line}:${message.ruleId ?? message.message}`),
    ]),
  );
}

describe('the shared ESLint config', () => {
  it(
    'refuses every boundary crossing in the fixtures and accepts the allowed paths',
    async () => {
      expect(await lintFixtures()).toEqual({
        'mf-one/src/env.ts': [],
        'mf-one/src/exposes/Screen.tsx': [],
        'mf-one/src/features/alpha/index.ts': [],
        'mf-one/src/features/alpha/internal.ts': [],
        'mf-one/src/features/beta/index.ts': [],
        'mf-one/src/shared/format.ts': ['2:boundaries/dependencies'],
        'mf-one/src/features/beta/crossFeature.ts': ['2:boundaries/dependencies', '3:boundaries/dependencies'],
        'mf-one/src/features/beta/crossArea.ts': ['2:boundaries/dependencies', '3:no-restricted-imports'],
        'mf-one/src/features/beta/instanceofContracts.ts': ['4:no-restricted-syntax'],
        'mf-one/src/features/beta/readsEnv.ts': ['2:no-restricted-properties'],
        'mf-one/src/features/beta/conditionalHook.tsx': ['5:react-hooks/rules-of-hooks', '9:react-hooks/exhaustive-deps'],
        'mf-two/src/features/gamma/index.ts': [],
        'shell/src/app/App.tsx': ['2:boundaries/dependencies'],
        'shell/src/kit/index.ts': [],
      });
    },
    LINT_TIMEOUT_MS,
  );

  it('names every class shared-contracts exports in the no-instanceof rule', () => {
    const exportedClasses = Object.entries(contracts)
      .filter(([, value]) => typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value)))
      .map(([name]) => name)
      .sort();
    expect([...SHARED_CONTRACTS_CLASSES].sort()).toEqual(exportedClasses);
  });
});
