// @ts-check
/**
 * The release command's configuration: where to publish and with which deploy token. Flags win
 * over the environment (HOUSESIT_SERVER, HOUSESIT_DEPLOY_TOKEN), so a CI job can keep the token
 * in its secrets and a person can name a server on the command line.
 */

/**
 * @param {{ server?: string; token?: string }} flags
 * @returns {{ server: string; token: string }}
 */
function releaseTarget(flags) {
  const server = flags.server ?? process.env.HOUSESIT_SERVER ?? '';
  const token = flags.token ?? process.env.HOUSESIT_DEPLOY_TOKEN ?? '';
  const problems = [];
  if (!/^https?:\/\/[^/\s]+/.test(server))
    problems.push('--server <url> (or HOUSESIT_SERVER): the API to publish to, e.g. https://housesit.example');
  if (!token) problems.push('--token <deploy token> (or HOUSESIT_DEPLOY_TOKEN): an admin makes one on the Releases screen');
  if (problems.length > 0) throw new ReleaseUsageError(`Missing ${problems.join('; ')}.`);
  return { server: server.replace(/\/+$/, ''), token };
}

class ReleaseUsageError extends Error {
  name = 'ReleaseUsageError';
}

/**
 * How to run the area's own scripts: the npm that started this command (npm_execpath, under
 * `npm run release`), else the npm on PATH.
 * @returns {{ command: string; args: string[] }}
 */
function npmCommand() {
  const cli = process.env.npm_execpath;
  return cli && /npm-cli\.js$/.test(cli) ? { command: process.execPath, args: [cli] } : { command: 'npm', args: [] };
}

module.exports = { npmCommand, releaseTarget, ReleaseUsageError };
