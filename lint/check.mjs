/**
 * `npm run check` of every package (`node ../lint/check.mjs …`): its typecheck and lint in one pass.
 *
 * Both need the same TypeScript program: the typechecker to report errors, ESLint's type-aware
 * rules (floating promises, misused promises, …) to ask for types. Run apart, each built and
 * checked every program again, and lint paid for it twice over (its project service opens the
 * program file by file). Here each of the package's tsconfig projects becomes one program; its
 * diagnostics are printed as `tsc` prints them, then ESLint lints the package with those programs
 * (`parserOptions.programs`), whose types are already checked. A TypeScript file that no listed
 * project includes is a parse error: every file the package lints is typechecked too.
 *
 * Usage: node ../lint/check.mjs [--project <tsconfig>]… [--lint <path>]…
 *   --project  a tsconfig of the package (default tsconfig.json); repeat for each project
 *   --lint     what ESLint lints (default .); repeat for more
 * Exits 1 when either reports an error. ESLint caches its verdicts per file, as `eslint --cache`.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ESLint } from 'eslint';
import ts from 'typescript';

const { values } = parseArgs({
  options: {
    project: { type: 'string', multiple: true, default: ['tsconfig.json'] },
    lint: { type: 'string', multiple: true, default: ['.'] },
  },
});

const cwd = process.cwd();
const color = Boolean(process.stdout.isTTY);
const formatHost = {
  getCurrentDirectory: () => cwd,
  getCanonicalFileName: (/** @type {string} */ fileName) => fileName,
  getNewLine: () => ts.sys.newLine,
};

/** Files an earlier project of the package already typechecked, by the compiler options it used. */
const checkedFiles = new Map();
/** The package's folder: its files are its own check's to report (typecheck). */
const packageDir = `${cwd}/`;

/**
 * One project's program and what `tsc -p <config> --noEmit` would report about the package's own
 * files: those under the package's folder and those its tsconfig names (the lint package names the
 * root's eslint.config.mjs). Another workspace package's sources that imports bring in (an area
 * imports the shell's kit from source) are that package's own check's to report, as `tsc --build`
 * leaves a referenced project's files to it; checking their bodies again in each area's program
 * cost about 1.5 core-seconds an area. Files an earlier project already checked with the same
 * compiler options are left out too: a second project (the API's benches) that imports the first's
 * sources checks only its own files, and the first's types only as far as its files use them. A
 * file shared by projects with other options (the shell's page server contract, also bundled by
 * its app) is checked under each.
 * @param {string} configFile
 */
function typecheck(configFile) {
  /** @type {ts.Diagnostic[]} */
  const unrecoverable = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(resolve(cwd, configFile), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => unrecoverable.push(diagnostic),
  });
  if (!parsed) return { program: undefined, diagnostics: unrecoverable };
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: { ...parsed.options, noEmit: true },
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
  });
  const optionsKey = JSON.stringify({ ...parsed.options, configFilePath: undefined });
  const checked = checkedFiles.get(optionsKey) ?? new Set();
  checkedFiles.set(optionsKey, checked);
  const named = new Set(parsed.fileNames);
  const own = (/** @type {string} */ fileName) =>
    named.has(fileName) || (fileName.startsWith(packageDir) && !fileName.includes('/node_modules/'));
  const files = program.getSourceFiles().filter((file) => own(file.fileName) && !checked.has(file.fileName));
  for (const file of files) checked.add(file.fileName);
  const diagnostics = [...program.getConfigFileParsingDiagnostics(), ...program.getOptionsDiagnostics()];
  const syntactic = files.flatMap((file) => program.getSyntacticDiagnostics(file));
  diagnostics.push(...syntactic);
  // As tsc: types are checked only where the syntax is sound.
  if (syntactic.length === 0) {
    diagnostics.push(...files.flatMap((file) => program.getSemanticDiagnostics(file)), ...program.getGlobalDiagnostics());
  }
  return { program, diagnostics };
}

let failed = false;
/** @type {ts.Program[]} */
const programs = [];
for (const configFile of values.project) {
  const { program, diagnostics } = typecheck(configFile);
  if (program) programs.push(program);
  const errors = diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
  if (diagnostics.length > 0) {
    const format = color ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
    process.stdout.write(format(diagnostics, formatHost));
    console.log(`\n${configFile}: ${errors.length} type error${errors.length === 1 ? '' : 's'}`);
  }
  if (errors.length > 0 || !program) failed = true;
}

// ESLint keys its cache by the configuration as JSON: a program stands there for its files and
// compiler options, so a file added to or left out of a project lints again. (As with `eslint
// --cache`, a file's cached verdict is kept until the file or the configuration changes, even when
// a type it uses changed elsewhere; CI starts with no cache.)
Object.assign(programs, {
  toJSON: () => programs.map((program) => ({ files: program.getRootFileNames(), options: program.getCompilerOptions() })),
});
const eslint = new ESLint({
  cwd,
  cache: true,
  cacheLocation: 'node_modules/.cache/eslint/',
  cacheStrategy: 'content',
  overrideConfig: {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parserOptions: { projectService: false, programs } },
  },
});
const results = await eslint.lintFiles(values.lint);
const report = await (await eslint.loadFormatter('stylish')).format(results);
if (report) console.log(report);
if (results.some((result) => result.errorCount > 0 || result.fatalErrorCount > 0)) failed = true;

process.exitCode = failed ? 1 : 0;
