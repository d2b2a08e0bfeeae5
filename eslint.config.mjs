// The one ESLint config for every workspace package (each package's `npm run check` runs
// lint/check.mjs, whose ESLint finds this file by walking up from the package). What it enforces: README 'Lint and
// format'. lint/boundaries.test.ts lints lint/fixtures with this file to prove the boundary rules fire.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/** The front-end packages: each is an "area" (the shell is the host area, the kit lives inside it). */
const AREA_SOURCES = ['shell/src/**', 'mf-*/src/**'];

/**
 * Classes exported by shared-contracts. Every remote bundles its own copy of shared-contracts, so
 * `instanceof` against one of them is false for an object made by the shell's copy: read a failure
 * with `readApiFailure(error)` and branch on its `code`. lint/boundaries.test.ts keeps this list equal
 * to what shared-contracts exports.
 */
export const SHARED_CONTRACTS_CLASSES = ['ApiError', 'PricingError'];

/** Each remote's own copy of shared-contracts makes `instanceof` of its classes unreliable. */
const NO_CONTRACTS_INSTANCEOF = {
  selector: `BinaryExpression[operator='instanceof'][right.name=/^(${SHARED_CONTRACTS_CLASSES.join('|')})$/]`,
  message:
    'Each remote bundles its own shared-contracts, so instanceof of its classes is false for the shell’s objects: use readApiFailure(error) and branch on code.',
};

/** Tests: unit tests everywhere, and the end-to-end suite with its fixtures and load tests. */
const TEST_FILES = ['**/*.test.{ts,tsx}', 'e2e/**/*.{ts,tsx}'];

const SLEEP_MESSAGE =
  'A fixed sleep guesses how long the app takes: wait for a visible state instead (e2e: expectReady(page), a locator assertion or expect.poll; unit tests: findBy*, waitFor, vi.waitFor, an event, or vi fake timers).';

/**
 * Fixed sleeps in tests. A setTimeout inside a `new Promise` executor is a sleep, unless it is a
 * deadline on waiting for something: it fails the wait (reject, an Error) or races the awaited
 * event (Promise.race). Fake timers (vi.advanceTimersByTime) are fine.
 */
const NO_SLEEPS = [
  { selector: "CallExpression[callee.property.name='waitForTimeout']", message: SLEEP_MESSAGE },
  {
    selector:
      "NewExpression[callee.name='Promise']:not(CallExpression[callee.property.name='race'] > ArrayExpression > NewExpression) > :function CallExpression:matches([callee.name='setTimeout'], [callee.property.name='setTimeout']):not(:has(CallExpression[callee.name=/^reject/])):not(:has(NewExpression[callee.name=/Error$/]))",
    message: SLEEP_MESSAGE,
  },
  { selector: 'ImportDeclaration[source.value=/^(node:)?timers.promises$/]', message: SLEEP_MESSAGE },
  { selector: 'CallExpression[callee.name=/^(sleep|delay)$/]', message: SLEEP_MESSAGE },
];

/**
 * Where each file sits in an area (paths relative to the repo root):
 * shared → features → app; the area's `src/env.ts` may be imported by anything in its area.
 */
const ELEMENTS = [
  { type: 'kit', pattern: 'shell/src/kit', capture: [] },
  { type: 'feature', pattern: '*/src/features/*', capture: ['area', 'feature'] },
  { type: 'shared', pattern: '*/src/shared', capture: ['area'] },
  // Test helpers drive features as the app does (through their public index).
  { type: 'test', pattern: '*/src/test', capture: ['area'] },
  { type: 'app', pattern: '*/src/{exposes,app,layout}', capture: ['area', 'folder'] },
  // Everything else in src (bootstrap, index, env.ts): the app layer. First match wins above.
  { type: 'app', pattern: '*/src', capture: ['area'] },
];

const boundaryRules = {
  'boundaries/dependencies': [
    'error',
    {
      default: 'allow',
      policies: [
        {
          from: { element: { type: 'shared' } },
          disallow: { to: { element: { types: { anyOf: ['feature', 'app'] }, fileInternalPath: '!env.ts' } } },
          message: 'An area’s shared code must not depend on its features or app (shared → features → app).',
        },
        {
          from: { element: { type: 'feature' } },
          disallow: { to: { element: { type: 'app', fileInternalPath: '!env.ts' } } },
          message: 'A feature must not depend on the area’s app layer (shared → features → app).',
        },
        {
          // The kit is consumed through module federation as '@housesit/shell/kit'; a relative
          // import would bundle a second copy with its own session cache, toasts and contexts.
          from: { element: { types: { noneOf: ['kit'] } } },
          disallow: { to: { element: { type: 'kit' } } },
          message: 'Import the kit as @housesit/shell/kit (or /kit/areas), never by a relative path.',
        },
        {
          // The kit's own tests may render it inside the shell's test helpers.
          from: { element: { type: 'kit', fileInternalPath: '!**/*.test.{ts,tsx}' } },
          disallow: { to: { element: { types: { anyOf: ['feature', 'app', 'shared', 'test'] } } } },
          message: 'The kit never imports shell code.',
        },
        {
          // Dependencies inside one feature are internal and not checked; from anywhere else a
          // feature is reached only through its public index. A dynamic import() is a code-split
          // point: it loads the one screen module so the chunk holds that screen only.
          dependency: { nodeKind: '!dynamic-import' },
          disallow: { to: { element: { type: 'feature', fileInternalPath: '!index.{ts,tsx}' } } },
          message: 'Import another feature only through its public index.ts ({{ to.element.captured.feature }}).',
        },
        {
          // No area imports another (last, so its message wins when several policies match): what two areas need lives once in the shell's kit, reached
          // through the `@housesit/shell/kit` package (module federation shares one copy).
          from: { element: { captured: { area: '*' } } },
          disallow: { to: { element: { captured: { area: '!{{ from.element.captured.area }}' } } } },
          message:
            'Areas never import each other ({{ from.element.captured.area }} → {{ to.element.captured.area }}); put what both need in the shell kit.',
        },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.turbo/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/bench/results/**',
      // Release folders an operator's 'release' command builds into an area's package.
      'mf-*/releases/**',
      'api/drizzle/**',
      // Deliberately broken files that lint/boundaries.test.ts lints to prove the rules fire.
      'lint/fixtures/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommended],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: ROOT },
    },
    rules: {
      // The type-aware rules that catch real bugs here: a promise nobody awaits or catches, a
      // promise where a callback's void was expected, a condition the types say is always
      // true/false (dead branches that hide a wrong assumption), awaiting a non-promise.
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
  {
    files: AREA_SOURCES,
    plugins: { 'react-hooks': reactHooks, boundaries },
    languageOptions: { globals: globals.browser },
    settings: {
      'boundaries/root-path': ROOT,
      'boundaries/elements': ELEMENTS,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...boundaryRules,
    },
  },
  {
    // A remote is another area's package only at run time (module federation); at build time
    // areas never import each other by package name either.
    files: AREA_SOURCES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@housesit/mf-*', '@housesit/mf-*/**'],
              message: 'Areas never import each other; put what both need in the shell kit.',
            },
            { group: ['@housesit/api', '@housesit/api/**'], message: 'Front ends reach the API over HTTP through shared-contracts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['mf-*/src/**'],
    rules: {
      'no-restricted-syntax': ['error', NO_CONTRACTS_INSTANCEOF],
    },
  },
  {
    // Tests wait for what the user would see, never for time. A benchmark measures over fixed
    // windows on purpose. The remotes' tests keep their instanceof rule below: a later block's
    // options replace an earlier one's.
    files: TEST_FILES,
    ignores: ['e2e/bench/**'],
    rules: {
      'no-restricted-syntax': ['error', ...NO_SLEEPS],
    },
  },
  {
    files: ['mf-*/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', NO_CONTRACTS_INSTANCEOF, ...NO_SLEEPS],
    },
  },
  {
    // Configuration is read in one place per package (validated there), so the rest of the code
    // receives typed values and tests can pass their own.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: [
      '**/env.ts',
      // The same one place in a CommonJS tool (the areas' release command, shell/federation/release).
      '**/env.cjs',
      // Tooling that runs outside the apps: build/test configs, benches, CI scripts, e2e setup.
      '**/*.config.{ts,js,cjs,mjs}',
      '**/webpack.config.cjs',
      '.ci/**',
      'api/bench/**',
      'api/src/scripts/**',
      'e2e/**',
      'lint/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration only in the package’s env.ts.' },
      ],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter's pattern: a fixture
    // that needs none is written `async ({}, use) => …`.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
);
