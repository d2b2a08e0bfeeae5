import type { Env } from '../env.js';
import { LocalDiskMediaStore, type MediaStore } from './store.js';

/**
 * The store MEDIA_STORE names: the local disk by default, an S3-compatible store when asked. The
 * S3 client is loaded only then: it takes about a second to load, which every server and test
 * on the local disk would pay for nothing.
 */
export async function openMediaStore(env: Pick<Env, 'mediaStore' | 'mediaDir'>): Promise<MediaStore> {
  if (env.mediaStore.kind !== 's3') return new LocalDiskMediaStore(env.mediaDir);
  const { S3MediaStore } = await import('./s3Store.js');
  return new S3MediaStore(env.mediaStore.s3);
}
