/**
 * POST /api/releases/:remote (decision 007 'Shipping an area'): an area's release command
 * publishes its build over HTTP with a deploy token (`Authorization: Bearer …`), never by writing
 * into the server's folders. The upload is checked as every release is (release.json, the
 * contract's modules, the kit version, the area's screens) and stored through the release store;
 * `?stage=1&percent=N` stages it too. Every admin is told which token published or staged what.
 */
import {
  DEPLOY_TOKEN_MESSAGES,
  PublishReleaseQueryStruct,
  registryEndpoints,
  type PublishedRelease,
  type RegistryAction,
} from '@housesit/shared-contracts';
import { Hono } from 'hono';
import { rm } from 'node:fs/promises';
import { validated } from '../http/body.js';
import { serve } from '../http/endpoint.js';
import { ApiProblem, notFound } from '../http/errors.js';
import { wholeNumber } from '../http/params.js';
import type { AppEnv } from '../http/types.js';
import { notifyAdmins } from '../notifications/notifications.js';
import { authenticateDeployToken } from '../releases/deployTokens.js';
import { changeChannels } from '../releases/health.js';
import { isRemoteName, readReleaseFolder, ReleaseError, ReleaseStore } from '../releases/store.js';
import { receiveReleaseUpload } from '../releases/upload.js';
import type { RegistryRouteDeps } from './registry.js';

/** Mounted at /api. The upload is multipart (upload.ts), read by the handler once the token is checked. */
export function releasePublishRoutes(deps: Pick<RegistryRouteDeps, 'config' | 'releasesDir' | 'channels' | 'db' | 'clock'>) {
  const store = new ReleaseStore(deps.releasesDir, deps.config.kitVersion);
  const { environment } = deps.config.registry;
  const routes = new Hono<AppEnv>();

  serve(routes, registryEndpoints.publish, async (c, { params: { remote } }) => {
    // The token first: nothing about the server's areas is answered to a caller without one.
    const token = await authenticateDeployToken(deps.db, c.req.header('authorization'), deps.clock.now());
    if (!isRemoteName(remote)) throw notFound();
    if (token.remote !== null && token.remote !== remote) {
      throw new ApiProblem(403, 'deploy_token.wrong_area', DEPLOY_TOKEN_MESSAGES.wrongArea(token.name, token.remote, remote));
    }
    const query = validated(PublishReleaseQueryStruct, c.req.query());
    const percent = query.percent === undefined ? undefined : wholeNumber('percent', query.percent, 0, 0, 100);
    const stage = query.stage === '1';

    const upload = await receiveReleaseUpload(c.req.raw);
    try {
      const uploaded = await refusedAs422(async () => readReleaseFolder(upload.folder));
      if (uploaded.remote !== remote) {
        throw new ApiProblem(422, 'release.wrong_remote', DEPLOY_TOKEN_MESSAGES.wrongRemote(remote, uploaded.remote));
      }
      const { info, alreadyPublished } = await refusedAs422(() => store.publish(upload.folder));
      let channels = (await deps.channels.read())[remote];
      if (stage) {
        const action: RegistryAction = { action: 'set-staging', release: info.release, ...(percent !== undefined ? { percent } : {}) };
        try {
          channels = (await changeChannels({ db: deps.db, environment, channels: deps.channels, store }, remote, action, null))[remote];
        } catch (error) {
          if (error instanceof ReleaseError) throw new ApiProblem(409, error.code, error.message);
          throw error;
        }
      }
      if (!alreadyPublished || stage) {
        const details = { remote, release: info.release, tokenName: token.name, ...(stage ? { percent: channels.stagingPercent } : {}) };
        await deps.db.transaction((tx) => notifyAdmins(tx, { type: 'releasePublished', visitId: null, details }, deps.clock.now()));
      }
      const answer: PublishedRelease = {
        remote,
        release: info.release,
        alreadyPublished,
        url: `${deps.config.releasesUrl}/${remote}/${info.release}/mf-manifest.json`,
        staged: stage,
        environment,
        channels,
        bytes: upload.bytes,
      };
      return c.json(answer, alreadyPublished ? 200 : 201);
    } finally {
      await rm(upload.folder, { recursive: true, force: true });
    }
  });
  return routes;
}

/** A release the checks refuse is the upload's fault: 422 with the check's own code. */
async function refusedAs422<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ReleaseError) throw new ApiProblem(422, error.code, error.message);
    throw error;
  }
}
