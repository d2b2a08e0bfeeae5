/**
 * A real S3-compatible server for tests (s3rver: the S3 REST API over HTTP, objects in a temp
 * folder), so the S3 media store is tested against the protocol, not a mock of the SDK.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// s3rver ships no types; the few members used here are declared in s3rver.d.ts.
import S3rver from 's3rver';

/** s3rver's built-in account. */
const ACCESS_KEY = 'S3RVER';

export interface TestS3Server {
  /** MEDIA_STORE=s3 settings for loadEnv / createTestApp's env. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'housesit-media'): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'hs-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = (await server.run()) as AddressInfo;
  return {
    env: {
      MEDIA_STORE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: '1',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
