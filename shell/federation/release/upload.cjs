// @ts-check
/**
 * Sends a built release folder to a running server: POST <server>/api/releases/<remote> as
 * multipart/form-data (one file per field, named by its path in the folder) with the deploy token
 * as `Authorization: Bearer …`. Node's own fetch and FormData: no dependency.
 */
const fs = require('node:fs');
const path = require('node:path');
const { releaseFiles } = require('./build.cjs');

class ReleaseUploadError extends Error {
  /**
   * @param {string} message
   * @param {number} status
   * @param {string | null} code
   */
  constructor(message, status, code) {
    super(message);
    this.name = 'ReleaseUploadError';
    this.status = status;
    this.code = code;
  }
}

/**
 * @param {{ server: string; token: string; folder: string; remote: string; stage?: boolean; percent?: number }} options
 * @returns {Promise<{ url: string; status: number; answer: Record<string, any> }>}
 */
async function uploadRelease(options) {
  const form = new FormData();
  for (const file of releaseFiles(options.folder)) {
    form.append(file, new Blob([fs.readFileSync(path.join(options.folder, ...file.split('/')))]), file);
  }
  const query = new URLSearchParams();
  if (options.stage) query.set('stage', '1');
  if (options.stage && options.percent !== undefined) query.set('percent', String(options.percent));
  const url = `${options.server}/api/releases/${options.remote}${query.size > 0 ? `?${query}` : ''}`;
  /** @type {Response} */
  let response;
  try {
    response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${options.token}` }, body: form });
  } catch (error) {
    throw new ReleaseUploadError(
      `${url} could not be reached: ${/** @type {Error} */ (error).cause ?? /** @type {Error} */ (error).message}`,
      0,
      null,
    );
  }
  const text = await response.text();
  /** @type {Record<string, any>} */
  let answer;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = { message: text.slice(0, 500) };
  }
  if (!response.ok) {
    const code = typeof answer.code === 'string' ? answer.code : null;
    throw new ReleaseUploadError(
      `${url} refused the release: ${response.status}${code ? ` ${code}` : ''}: ${answer.message ?? text}`,
      response.status,
      code,
    );
  }
  return { url, status: response.status, answer };
}

module.exports = { uploadRelease, ReleaseUploadError };
