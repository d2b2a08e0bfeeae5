/**
 * A release folder sent over HTTP (POST /api/releases/:remote): multipart/form-data, one file per
 * field, the field named by the file's path inside the release folder ('remoteEntry.js',
 * 'static/js/123.js'). Written into a fresh temporary folder that the release store then checks
 * and copies in like any build; nothing the upload names can reach outside that folder.
 */
import { DEPLOY_TOKEN_MESSAGES, DEPLOY_UPLOAD_MAX_FILES } from '@housesit/shared-contracts';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ApiProblem } from '../http/errors.js';

/** One plain name per path segment: no '..', no hidden '.', nothing a shell or a URL reads specially. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_DEPTH = 8;

const refused = (reason: string) => new ApiProblem(400, 'release.upload_invalid', DEPLOY_TOKEN_MESSAGES.badUpload(reason));

export function isReleaseFilePath(path: string): boolean {
  const segments = path.split('/');
  return segments.length <= MAX_DEPTH && segments.every((segment) => SEGMENT.test(segment));
}

/** Writes the upload into a new temporary folder; answers it and the bytes written. The caller removes it. */
export async function receiveReleaseUpload(request: Request): Promise<{ folder: string; bytes: number }> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw refused('send the release folder as multipart/form-data, one file per field named by its path');
  }
  const files: [string, Blob][] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') throw refused(`field ${name} is not a file`);
    if (!isReleaseFilePath(name)) throw refused(`'${name}' is not a plain path inside the release folder`);
    files.push([name, value]);
  }
  if (files.length === 0) throw refused('it has no files');
  if (files.length > DEPLOY_UPLOAD_MAX_FILES) throw refused(`it has more than ${DEPLOY_UPLOAD_MAX_FILES} files`);
  const folder = await mkdtemp(join(tmpdir(), 'hs-release-upload-'));
  let bytes = 0;
  try {
    for (const [name, blob] of files) {
      const target = join(folder, ...name.split('/'));
      await mkdir(dirname(target), { recursive: true });
      const content = Buffer.from(await blob.arrayBuffer());
      bytes += content.length;
      // 'wx': a path sent twice (or a file where a folder was) is refused, never overwritten.
      await writeFile(target, content, { flag: 'wx' }).catch(() => {
        throw refused(`'${name}' is sent twice or collides with a folder`);
      });
    }
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return { folder, bytes };
}
