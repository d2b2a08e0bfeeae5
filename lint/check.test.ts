import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const REPO = join(import.meta.dirname, '..');
/** Two runs of TypeScript and ESLint on a busy 2-core CI machine. */
const CHECK_TIMEOUT_MS = 120_000;

/**
 * A package's `npm run check` (lint/check.mjs) on a package of its own: a copy of the tree's shared
 * configuration and of the checker beside a small package, as the checker runs in any package of
 * the tree. One clean run passes; one run with a type error, a floating promise and a file outside
 * every tsconfig reports all three and fails. A package that imports another's sources leaves that
 * package's errors to its own check.
 */
let root: string;

function write(file: string, text: string): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

function check(args: string[], packageDir = 'pkg'): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    execFile(process.execPath, ['../lint/check.mjs', ...args], { cwd: join(root, packageDir), encoding: 'utf8' }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
    );
  });
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'housesit-check-'));
  for (const file of ['tsconfig.json', 'eslint.config.mjs', 'lint/check.mjs']) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(REPO, file), join(root, file));
  }
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'));
  write('pkg/tsconfig.json', JSON.stringify({ extends: '../tsconfig.json', compilerOptions: { noEmit: true }, include: ['src'] }));
  write('pkg/tools/tsconfig.json', JSON.stringify({ extends: '../../tsconfig.json', compilerOptions: { noEmit: true }, include: ['.'] }));
  write(
    'pkg/src/total.ts',
    'export function total(prices: number[]): number {\n  return prices.reduce((sum, price) => sum + price, 0);\n}\n',
  );
  write('pkg/tools/report.ts', "import { total } from '../src/total';\n\nexport const report = `Total: ${total([1, 2])}`;\n");
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('npm run check (lint/check.mjs)', () => {
  it(
    'passes a package whose every project typechecks and lints clean',
    async () => {
      const { code, output } = await check(['--project', 'tsconfig.json', '--project', 'tools/tsconfig.json']);
      expect(output.trim()).toBe('');
      expect(code).toBe(0);
    },
    CHECK_TIMEOUT_MS,
  );

  it(
    "reports a type error, a type-aware lint finding and a file outside the package's projects, and fails",
    async () => {
      write('pkg/src/price.ts', "export const price: number = 'twenty';\n");
      write('pkg/src/save.ts', 'async function save(): Promise<void> {}\n\nexport function onClick(): void {\n  save();\n}\n');
      // tools/ is a project of its own, not named this time: its file belongs to no program.
      const { code, output } = await check([]);
      expect(output).toMatch(/src\/price\.ts\(1,14\): error TS2322/);
      expect(output).toContain('tsconfig.json: 1 type error');
      expect(output).toMatch(/src\/save\.ts\n\s+4:3\s+error\s+Promises must be awaited.*@typescript-eslint\/no-floating-promises/);
      expect(output).toMatch(
        /tools\/report\.ts\n.*Parsing error.*\nThe file was not found in any of the provided program instance\(s\): pkg\/tools\/report\.ts/,
      );
      expect(code).toBe(1);
    },
    CHECK_TIMEOUT_MS,
  );
  it(
    'checks a file two projects share under each project’s compiler options',
    async () => {
      // Fine for the bundler project; under Node's ES modules a relative import names its file.
      write('pkg/package.json', JSON.stringify({ type: 'module' }));
      write('pkg/src/contract.ts', "import { total } from './total';\n\nexport const contractTotal = total([3]);\n");
      write(
        'pkg/server/tsconfig.json',
        JSON.stringify({
          extends: '../../tsconfig.json',
          compilerOptions: { noEmit: true, module: 'NodeNext', moduleResolution: 'NodeNext' },
          include: ['.'],
        }),
      );
      write('pkg/server/entry.ts', "import { contractTotal } from '../src/contract.js';\n\nexport const served = contractTotal;\n");
      const { code, output } = await check(['--project', 'tsconfig.json', '--project', 'server/tsconfig.json', '--lint', 'server']);
      expect(output).toMatch(/src\/contract\.ts\(1,23\): error TS2835/);
      expect(output).toContain('server/tsconfig.json: 1 type error');
      expect(code).toBe(1);
    },
    CHECK_TIMEOUT_MS,
  );

  it(
    "leaves another package's files to that package's check, and reports the files its tsconfig names",
    async () => {
      // An error in a function's body: the importer's types are sound, the other package is not.
      write('other/tsconfig.json', JSON.stringify({ extends: '../tsconfig.json', compilerOptions: { noEmit: true }, include: ['src'] }));
      write('other/src/broken.ts', "export function broken(): number {\n  const count: number = 'many';\n  return count;\n}\n");
      write('named.ts', "export const named: number = 'one';\n");
      write(
        'user/tsconfig.json',
        JSON.stringify({ extends: '../tsconfig.json', compilerOptions: { noEmit: true }, include: ['src', '../named.ts'] }),
      );
      write(
        'user/src/use.ts',
        "import { broken } from '../../other/src/broken';\nimport { named } from '../../named';\n\nexport const used = broken() + named;\n",
      );

      const user = await check([], 'user');
      expect(user.output).toMatch(/named\.ts\(1,14\): error TS2322/);
      expect(user.output).toContain('tsconfig.json: 1 type error');
      expect(user.output).not.toContain('broken.ts');
      expect(user.code).toBe(1);

      const other = await check([], 'other');
      expect(other.output).toMatch(/src\/broken\.ts\(2,9\): error TS2322/);
      expect(other.code).toBe(1);
    },
    CHECK_TIMEOUT_MS,
  );
});
