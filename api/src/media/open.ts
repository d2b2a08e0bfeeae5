import type { Env } from '../env.js';
import { S3MediaStore } from './s3Store.js';
import { LocalDiskMediaStore, type MediaStore } from './store.js';

/** The store MEDIA_STORE names: the local disk by default, an S3-compatible store when asked. */
export function openMediaStore(env: Pick<Env, 'mediaStore' | 'mediaDir'>): MediaStore {
  return env.mediaStore.kind === 's3' ? new S3MediaStore(env.mediaStore.s3) : new LocalDiskMediaStore(env.mediaDir);
}
