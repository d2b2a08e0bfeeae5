#!/usr/bin/env node
// @ts-check
/**
 * An area's release command (decision 007 'Shipping an area'), run from the area's own package:
 *
 *   npm run release -- --server https://housesit.example --token hsd_… [--stage [--percent 10]] [--build-id <ci run>]
 *
 * 1. the area's own checks, in order: `npm run check` (typecheck and lint), `npm test`; the first
 *    that fails stops the release, named, and nothing is built or published (there is no way to
 *    skip them);
 * 2. the release build (build.cjs) into <area>/releases/<version>-<build id>/;
 * 3. the upload to the server over HTTP with the deploy token (upload.cjs): the server checks it
 *    and stores it, stages it with --stage, and answers where it is served and the area's channels.
 * The server and token come from the flags or HOUSESIT_SERVER / HOUSESIT_DEPLOY_TOKEN (env.cjs).
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { buildRelease, ReleaseBuildError } = require('./build.cjs');
const { npmCommand, releaseTarget, ReleaseUsageError } = require('./env.cjs');
const { uploadRelease, ReleaseUploadError } = require('./upload.cjs');

/** The area's own scripts every release runs first, in this order. */
const CHECKS = ['check', 'test'];

const USAGE = `Usage (in an area's package): npm run release -- --server <url> --token <deploy token> [--stage [--percent <0-100>]] [--build-id <id>]`;

class CheckFailed extends Error {
  name = 'CheckFailed';
}

/** @param {string[]} argv */
async function main(argv) {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      server: { type: 'string' },
      token: { type: 'string' },
      stage: { type: 'boolean' },
      percent: { type: 'string' },
      'build-id': { type: 'string' },
    },
  });
  const percent = values.percent === undefined ? undefined : Number(values.percent);
  if (percent !== undefined && !(Number.isInteger(percent) && percent >= 0 && percent <= 100)) {
    throw new ReleaseUsageError('--percent must be a whole number from 0 to 100');
  }
  if (percent !== undefined && !values.stage) throw new ReleaseUsageError('--percent goes with --stage');
  // Before anything runs: a release that cannot be sent is not worth checking and building.
  const target = releaseTarget({ server: values.server, token: values.token });
  const areaDir = process.cwd();
  const pkg = JSON.parse(fs.readFileSync(path.join(areaDir, 'package.json'), 'utf8'));
  const started = Date.now();

  for (const check of CHECKS) {
    if (typeof pkg.scripts?.[check] !== 'string')
      throw new CheckFailed(`${pkg.name} has no '${check}' script: every area's release runs ${CHECKS.join(', ')}`);
    const stepStarted = Date.now();
    console.log(`\n[release] ${pkg.name}: npm run ${check}`);
    const code = await run(npmCommand(), ['run', check], areaDir);
    if (code !== 0) throw new CheckFailed(`'npm run ${check}' failed (exit ${code}) in ${pkg.name}: nothing was built or published.`);
    console.log(`[release] ${check} passed in ${seconds(stepStarted)}`);
  }

  const buildStarted = Date.now();
  console.log(`\n[release] ${pkg.name}: building the release`);
  const { folder, info } = await buildRelease({ areaDir, buildId: values['build-id'] });
  console.log(
    `[release] built ${info.remote} release ${info.release} (contract ${info.contractVersion}) in ${folder} (${seconds(buildStarted)})`,
  );

  const uploadStarted = Date.now();
  const sent = await uploadRelease({ ...target, folder, remote: info.remote, stage: values.stage, percent });
  const { answer } = sent;
  const channels = answer.channels ?? {};
  console.log(`\n[release] sent to ${sent.url} (${seconds(uploadStarted)}); the server answered ${sent.status}:`);
  console.log(
    `  ${answer.alreadyPublished ? 'already published' : 'published'}: ${answer.remote} ${answer.release}, served at ${new URL(answer.url, target.server)}`,
  );
  console.log(
    `  ${answer.environment}: stable ${channels.stable ?? '(build)'}, staging ${channels.staging ?? '—'}${channels.staging ? ` at ${channels.stagingPercent} %` : ''}`,
  );
  console.log(`  ${JSON.stringify(answer)}`);
  console.log(`[release] done in ${seconds(started)}`);
}

/**
 * @param {{ command: string; args: string[] }} npm
 * @param {string[]} args
 * @param {string} cwd
 * @returns {Promise<number>}
 */
function run(npm, args, cwd) {
  return new Promise((done, fail) => {
    const child = spawn(npm.command, [...npm.args, ...args], { cwd, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** @param {number} since */
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (/** @type {unknown} */ error) => {
    if (error instanceof CheckFailed || error instanceof ReleaseBuildError || error instanceof ReleaseUploadError) {
      console.error(`\n[release] stopped: ${error.message}`);
    } else if (
      error instanceof ReleaseUsageError ||
      (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      console.error(`${error.message}\n${USAGE}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
